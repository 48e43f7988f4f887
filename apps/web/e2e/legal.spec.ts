import { expect, test } from '@playwright/test'
import { footerLinks, legalDocuments, plainText, settings } from './content'
import { routerReady } from './helpers'

// The spec's legal routes; each shows the legalDocument whose slug is its path.
const routes = ['/impressum', '/datenschutz', '/agb', '/security', '/cookies']

// The spec dates every legal text October 2025; the page writes the month out in German.
const OCTOBER_2025 = 'Oktober 2025'

// Figures of the spec's legal and operational constants: minimum age 18, changes accepted after
// 14 days without objection, backups kept at least 7 days. Each is found in the dataset's text of
// its document; the page must show that passage.
// A figure keeps its unit with a no-break space (typesetting): `\s` matches either space.
const facts: Record<string, RegExp[]> = {
  '/agb': [/\b18\sJahre\b/, /\b14\sTagen\b/],
  '/security': [/\b7\sTage\b/],
  '/datenschutz': [/\b7\sTage\b/],
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g

type Block = { style?: string; listItem?: string; children?: { text?: string }[] }

function documentFor(path: string) {
  const document = legalDocuments().find((doc) => `/${doc.slug?.current}` === path)
  if (!document) throw new Error(`the dataset has no legal document for ${path}`)
  return document
}

test('the dataset has exactly one legal text per legal route', () => {
  expect(legalDocuments().map((doc) => `/${doc.slug.current}`)).toEqual(
    expect.arrayContaining(routes),
  )
  expect(legalDocuments()).toHaveLength(routes.length)
})

for (const path of routes) {
  test.describe(path, () => {
    test('shows its title, the October 2025 version and its metadata', async ({ page }) => {
      const document = documentFor(path)
      const labels = settings().legal

      const response = await page.goto(path)

      expect(response?.status()).toBe(200)
      const main = page.getByRole('main')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(document.title)
      expect(document.updatedAt).toMatch(/^2025-10-/)
      const version = main.locator('time')
      await expect(version).toHaveText(OCTOBER_2025)
      await expect(version).toHaveAttribute('datetime', document.updatedAt)
      await expect(version.locator('..')).toHaveText(
        labels.updatedTemplate.replace('{date}', OCTOBER_2025),
      )
      await expect(page).toHaveTitle(
        settings().seo.titleTemplate.replace('{title}', document.seo?.title ?? document.title),
      )
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        document.seo.description,
      )
    })

    test('marks sample data and links only to internal, unreachable or mail targets', async ({
      page,
    }) => {
      const document = documentFor(path)
      await page.goto(path)
      const main = page.getByRole('main')

      const note = main.getByRole('note')
      await expect(note).toContainText(settings().legal.noticeLabel)
      await expect(note).toContainText(document.notice)
      for (const email of (await main.innerText()).match(EMAIL) ?? []) {
        expect(email).toMatch(/\.example$/)
      }
      const hrefs = await main
        .locator('a[href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      for (const href of hrefs) {
        expect(href).toMatch(/^(#[a-z0-9-]+|\/[a-z][a-z/-]*|mailto:[^@\s]+@[\w.-]+\.example)$/)
      }
    })

    test('shows every section heading of its text', async ({ page }) => {
      const document = documentFor(path)
      const headings = (document.body as Block[])
        .filter((block) => block.style === 'h2' && !block.listItem)
        .map((heading) => plainText([heading]))
      await page.goto(path)
      // The table of contents, where there is one, is the first second-level heading.
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
        document.tableOfContents ? [settings().legal.tocLabel, ...headings] : headings,
      )
    })

    for (const fact of facts[path] ?? []) {
      test(`states the spec’s figure ${fact}`, async ({ page }) => {
        const passage = (documentFor(path).body as Block[])
          .map((block) => plainText([block]))
          .find((text) => fact.test(text))
        expect(passage, `no passage of ${path} in the dataset matches ${fact}`).toBeDefined()

        await page.goto(path)

        await expect(
          page.getByRole('main').locator('p, li').filter({ hasText: passage! }),
        ).toBeVisible()
      })
    }
  })
}

test('long texts have a table of contents that jumps to each section', async ({ page }) => {
  const withToc = legalDocuments().filter((doc) => doc.tableOfContents)
  expect(withToc.length).toBeGreaterThan(0)
  for (const document of withToc) {
    const sections = (document.body as Block[])
      .filter((block) => block.style === 'h2' && !block.listItem)
      .map((block) => plainText([block]))
    await page.goto(`/${document.slug.current}`)
    const toc = page.getByRole('navigation', { name: settings().legal.tocLabel })
    await expect(toc.getByRole('link')).toHaveText(sections)

    const last = sections.at(-1)!
    await routerReady(page)
    await toc.getByRole('link', { name: last }).click()

    await expect(page).toHaveURL(/#[a-z0-9-]+$/)
    const target = page.getByRole('heading', { level: 2, name: last, exact: true })
    await expect(target).toBeInViewport()
    expect(new URL(page.url()).hash).toBe(`#${await target.getAttribute('id')}`)
  }
})

test('the footer links reach every legal page', async ({ page }) => {
  const links = footerLinks().filter((link) => routes.includes(link.href))
  expect(links.map((link) => link.href).sort()).toEqual([...routes].sort())

  await page.goto('/unternehmen')
  for (const link of links) {
    await page.getByRole('contentinfo').getByRole('link', { name: link.label, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${link.href}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(documentFor(link.href).title)
  }
})

test('paths beside the legal routes answer 404', async ({ request }) => {
  for (const path of ['/agb/alt', '/impressum-2024', '/datenschutz/extra']) {
    expect((await request.get(path)).status(), path).toBe(404)
  }
})

test('a legal text loads about the JavaScript of the 404 page, none of the sections’ islands', async ({
  browser,
}, testInfo) => {
  test.slow() // six cold visits
  // The script bytes a cold visit loads, uncompressed: a fresh context, so nothing comes cached.
  const scriptBytes = async (path: string) => {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL })
    const page = await context.newPage()
    const sizes: Promise<number>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      sizes.push(response.body().then((body) => body.length))
    })
    await page.goto(path, { waitUntil: 'networkidle' })
    const total = (await Promise.all(sizes)).reduce((sum, bytes) => sum + bytes, 0)
    await context.close()
    return total
  }
  const notFound = await scriptBytes('/gibt-es-nicht')
  // The carousels' and ROI calculator's code is about 8 kB: a page's loaders for it stay below 2.
  for (const path of routes) expect((await scriptBytes(path)) - notFound, path).toBeLessThan(2000)
})
