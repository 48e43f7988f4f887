import { expect, test, type Page } from '@playwright/test'
import { siteRoutes } from './content'
import { asRead, careerOpenings, closedOpenings, companyFaqs, plans, settings } from './content'

test('sitemap.xml lists every route and robots.txt points at it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  )
  expect(locs.sort()).toEqual(siteRoutes.map((route) => route.path).sort())

  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/^Allow: \/$/m)
  expect(robots).toMatch(/^Sitemap: .*\/sitemap\.xml$/m)
})

for (const route of siteRoutes) {
  test(`${route.path} has canonical, Open Graph and Twitter tags and its own share image`, async ({
    page,
    request,
  }) => {
    await page.goto(route.path)
    const head = page.locator('head')
    const meta = (selector: string) => head.locator(selector).first().getAttribute('content')

    expect(
      new URL((await head.locator('link[rel=canonical]').getAttribute('href'))!).pathname,
    ).toBe(route.path)
    const title = await page.title()
    expect(title.length).toBeGreaterThan(0)
    expect(await meta('meta[name=description]')).toBeTruthy()
    expect(await meta('meta[property="og:title"]')).toBeTruthy()
    expect(await meta('meta[property="og:description"]')).toBeTruthy()
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image')

    const image = new URL((await meta('meta[property="og:image"]'))!)
    const response = await request.get(image.pathname)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
    // PNG header: width and height at bytes 16-23.
    const png = await response.body()
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
  })
}

test('a crawler reading the HTML gets the h1 a visitor reads, nothing else', async ({
  page,
  request,
}) => {
  const words = (text: string) => asRead(text).replace(/\s+/g, ' ').trim()
  for (const { path } of siteRoutes) {
    const html = await (await request.get(path)).text()
    await page.goto(path)
    // The text of the served markup's h1, as a parser without CSS or scripts sees it.
    const crawled = await page.evaluate(
      (served) =>
        new DOMParser().parseFromString(served, 'text/html').querySelector('h1')?.textContent,
      html,
    )
    const read = await page.getByRole('heading', { level: 1 }).innerText()
    expect(words(crawled ?? ''), path).toBe(words(read))
  }
})

test('the landing page describes the organisation, its FAQ and its plans as JSON-LD', async ({
  page,
}) => {
  await page.goto('/unternehmen')
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')))
  const byType = (type: string) => blocks.find((block) => block['@type'] === type)

  expect(byType('Organization')).toMatchObject({ name: settings().brandName })
  expect(byType('FAQPage').mainEntity.map((entry: { name: string }) => entry.name)).toEqual(
    companyFaqs().map((faq) => faq.question),
  )
  const offers = byType('Product').offers as { price: string }[]
  const prices = plans().flatMap((plan) => [plan.monthlyPrice, plan.yearlyPrice])
  expect(offers.map((offer) => Number(offer.price)).sort()).toEqual(prices.sort())
})

test('only the home page describes the organisation', async ({ page }) => {
  const response = await page.goto('/')
  expect(new URL(response!.url()).pathname).toBe('/unternehmen')
  expect(await jsonLd(page, 'Organization')).toHaveLength(1)
  for (const path of ['/talente', '/unternehmen/preise', '/impressum', '/karriere']) {
    await page.goto(path)
    expect(await jsonLd(page, 'Organization'), path).toEqual([])
  }
})

/** The JSON-LD blocks of a page of a type. */
async function jsonLd(page: Page, type: string) {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')))
  return blocks.filter((block) => block['@type'] === type)
}

test('each opening posts its JobPosting on its own page, the careers list none', async ({
  page,
}) => {
  await page.goto('/karriere')
  expect(await jsonLd(page, 'JobPosting')).toEqual([])
  for (const opening of careerOpenings()) {
    await page.goto(`/karriere/${opening.slug.current}`)
    const postings = await jsonLd(page, 'JobPosting')
    expect(postings).toHaveLength(1)
    const [posting] = postings
    expect(posting).toMatchObject({
      title: opening.title,
      employmentType: opening.employmentType,
      hiringOrganization: { name: settings().brandName },
    })
    expect(new URL(posting.url).pathname).toBe(`/karriere/${opening.slug.current}`)
    expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    if (opening.location === 'Remote') {
      expect(posting.jobLocationType).toBe('TELECOMMUTE')
    } else {
      expect(posting.jobLocation.address.addressLocality).toBe(opening.location)
    }
  }
})

test('a closed opening answers 404 and is not in the sitemap', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(closedOpenings().length).toBeGreaterThan(0)
  for (const opening of closedOpenings()) {
    const path = `/karriere/${opening.slug.current}`
    expect(sitemap).not.toContain(path)
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    expect(await jsonLd(page, 'JobPosting')).toEqual([])
  }
})
