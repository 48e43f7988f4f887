// Runs against the build that read its content from the local Content Lake server (see
// serve-content-lake.mjs): the same page as the embedded build, from the Sanity code path.
import { expect, test } from '@playwright/test'
import { agents, interviewQuestionsPage, landing, legalDocuments, plans, settings } from './content'
import { expectTemplateDownload } from './helpers'
import { origin, ports } from './ports'

test('the landing page renders the same content through the Content Lake', async ({ page }) => {
  await page.goto('/unternehmen')

  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toContainText(landing().hero.heading)
  // Each agent once in the carousel (the hero's product visual may show one of them too).
  const carousel = page.locator('[data-section-type="agentsCarouselSection"]')
  for (const agent of agents()) {
    await expect(carousel.getByText(agent.name, { exact: true })).toHaveCount(1)
  }
  for (const plan of plans()) {
    await expect(page.getByText(plan.name, { exact: true }).first()).toBeVisible()
  }

  const embedded = await page.context().newPage()
  await embedded.goto(`${origin(ports.embedded)}/unternehmen`)
  expect(await heading.innerText()).toBe(
    await embedded.getByRole('heading', { level: 1 }).innerText(),
  )
})

test('images come from the Content Lake host, not from the bundled files', async ({ page }) => {
  await page.goto('/unternehmen')
  const agentImage = page.getByRole('img', { name: agents()[0]?.image.alt, exact: true })
  const src = await agentImage.first().getAttribute('src')
  expect(src).toMatch(new RegExp(`^${origin(ports.contentLakeApi)}/images/`))
  const response = await page.request.get(src!)
  expect(response.ok()).toBe(true)
})

test('the interview template downloads from the Content Lake’s file CDN', async ({ page }) => {
  const template = settings().actions.templateDownload
  const file = String(template._sanityAsset).replace('file@file://./files/', '')
  // Project and dataset of serve-content-lake.mjs. Browsers ignore `download` on another origin:
  // the CDN's `?dl=` is what saves the file under its name.
  const href =
    `${origin(ports.contentLakeApi)}/files/e2e/production/${file}` +
    `?dl=${encodeURIComponent(template.fileName)}`
  await page.goto('/interviewfragen')
  const label = interviewQuestionsPage().hero.primaryCta.label
  const buttons = page.getByRole('main').getByRole('link', { name: label, exact: true })
  await expect(buttons).toHaveCount(2)
  for (const button of await buttons.all()) {
    await expect(button).toHaveAttribute('href', href)
    await expectTemplateDownload(button)
  }
  const response = await page.request.get(href)
  expect(response.headers()['content-type']).toBe('application/pdf')
  expect(response.headers()['content-disposition']).toContain(
    `attachment; filename="${template.fileName}"`,
  )
})

test('the legal texts render the same through the Content Lake', async ({ page }) => {
  const embedded = await page.context().newPage()
  for (const document of legalDocuments()) {
    const path = `/${document.slug.current}`
    await page.goto(path)
    await embedded.goto(`${origin(ports.embedded)}${path}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(document.title)
    expect(await page.getByRole('main').innerText()).toBe(
      await embedded.getByRole('main').innerText(),
    )
  }
})

test('canonical, Open Graph and sitemap URLs name the configured site, not localhost:3000', async ({
  page,
  request,
}) => {
  // serve-content-lake.mjs sets NEXT_PUBLIC_SITE_URL to this build's origin, as a Sanity build must.
  const site = origin(ports.contentLakeSite)
  await page.goto('/unternehmen/preise')
  const head = page.locator('head')
  expect(await head.locator('link[rel=canonical]').getAttribute('href')).toBe(
    `${site}/unternehmen/preise`,
  )
  expect(await head.locator('meta[property="og:url"]').getAttribute('content')).toBe(
    `${site}/unternehmen/preise`,
  )
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
  expect(locs.length).toBeGreaterThan(0)
  for (const loc of locs) expect(loc?.startsWith(`${site}/`), loc).toBe(true)
})
