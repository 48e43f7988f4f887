// Preview (draft mode) on the build from the bundled content: the enable route checks
// SANITY_PREVIEW_SECRET (see playwright.config.ts) and shows the dataset's drafts.
import { expect, test, type BrowserContext } from '@playwright/test'
import { careersPage, companyFaqs, draftOf, landing, settings } from './content'
import { previewSecret } from './secrets'

const draftCookie = '__prerender_bypass'

const enableUrl = (params: Record<string, string>) =>
  `/api/draft-mode/enable?${new URLSearchParams(params)}`

const hasDraftCookie = async (context: BrowserContext) =>
  (await context.cookies()).some((cookie) => cookie.name === draftCookie)

const draftHeading = () => draftOf('companyLandingPage').hero.heading as string
const publishedHeading = () => landing().hero.heading as string
const bannerText = () => settings().preview.bannerText as string
const exitLabel = () => settings().preview.exitLabel as string

test('the dataset’s draft differs from the published page (what preview makes visible)', () => {
  expect(draftHeading()).not.toBe(publishedHeading())
})

for (const [name, params] of [
  ['without a secret', {}],
  ['with a wrong secret', { 'sanity-preview-secret': `${previewSecret}x` }],
] as const) {
  test(`enabling preview ${name} answers 401 and sets no cookie`, async ({ page, context }) => {
    const response = await page.goto(
      enableUrl({ ...params, 'sanity-preview-pathname': '/unternehmen' }),
    )
    expect(response?.status()).toBe(401)
    expect(await hasDraftCookie(context)).toBe(false)
    await page.goto('/unternehmen')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(publishedHeading())
    await expect(page.getByText(bannerText())).toHaveCount(0)
  })
}

test('an editor previews drafts, then leaves preview', async ({ page, context }) => {
  await page.goto(
    enableUrl({
      'sanity-preview-secret': previewSecret,
      'sanity-preview-pathname': '/unternehmen',
    }),
  )
  await expect(page).toHaveURL(/\/unternehmen$/)
  expect(await hasDraftCookie(context)).toBe(true)
  await expect(page.getByText(bannerText(), { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftHeading())
  // Shared documents show their drafts too: the FAQ lists the draft's question.
  const faqDraft = draftOf('faq-company-01').question as string
  await expect(page.getByText(faqDraft, { exact: true })).toBeVisible()

  // Other pages stay in preview (the banner is on every page).
  await page.goto('/unternehmen/preise')
  await expect(page.getByText(bannerText(), { exact: true })).toBeVisible()

  await page.goto('/unternehmen')
  await page.getByRole('link', { name: exitLabel() }).click()
  await expect(page).toHaveURL(/\/unternehmen$/)
  expect(await hasDraftCookie(context)).toBe(false)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(publishedHeading())
  await expect(page.getByText(bannerText())).toHaveCount(0)
  const faqPublished = companyFaqs().find((faq) => faq._id === 'faq-company-01')!.question
  await expect(page.getByText(faqPublished, { exact: true })).toBeVisible()
})

test('an editor on another host than Next’s own leaves preview on the page they were on', async ({
  page,
}) => {
  // Next builds request.url from its own host name (localhost:<port>); the browser addresses
  // 127.0.0.1, as visitors address the public host behind a proxy in production.
  await page.goto(
    enableUrl({
      'sanity-preview-secret': previewSecret,
      'sanity-preview-pathname': '/unternehmen/preise',
    }),
  )
  await expect(page.getByText(bannerText(), { exact: true })).toBeVisible()
  await page.getByRole('link', { name: exitLabel() }).click()
  await expect(page).toHaveURL(/\/unternehmen\/preise$/)
  await expect(page.getByText(bannerText())).toHaveCount(0)
})

test('leaving preview through a proxy returns to the page on the forwarded host', async ({
  request,
}) => {
  const leave = (referer: string) =>
    request.get('/api/draft-mode/disable', {
      headers: { 'x-forwarded-host': 'www.salesswipe.example', referer },
      maxRedirects: 0,
    })
  const back = await leave('https://www.salesswipe.example/unternehmen/preise')
  expect(back.status()).toBe(307)
  expect(back.headers().location).toBe('/unternehmen/preise')
  const foreign = await leave('https://evil.example/unternehmen/preise')
  expect(foreign.headers().location).toBe('/')
})

test('visitors never see drafts, also right after a preview', async ({ browser, page }) => {
  await page.goto(
    enableUrl({
      'sanity-preview-secret': previewSecret,
      'sanity-preview-pathname': '/unternehmen',
    }),
  )
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftHeading())

  const visitor = await browser.newContext()
  const visit = await visitor.newPage()
  const response = await visit.goto('/unternehmen')
  // Still the prerendered page from the cache, not a render of the preview.
  expect(response?.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/)
  await expect(visit.getByRole('heading', { level: 1 })).toHaveText(publishedHeading())
  await expect(visit.getByText(bannerText())).toHaveCount(0)
  expect(await visit.content()).not.toContain(draftHeading())
  await visitor.close()
})

for (const target of [
  '//evil.example/unternehmen',
  '/\\evil.example',
  'https://evil.example/',
  'javascript:alert(document.domain)',
]) {
  test(`the enable route refuses the redirect target ${target}`, async ({ request, context }) => {
    const response = await request.get(
      enableUrl({ 'sanity-preview-secret': previewSecret, 'sanity-preview-pathname': target }),
      { maxRedirects: 0 },
    )
    expect(response.status()).toBe(400)
    expect(response.headers().location).toBeUndefined()
    expect(response.headers()['set-cookie'] ?? '').not.toContain(draftCookie)
    expect(await hasDraftCookie(context)).toBe(false)
  })
}

// Dot segments, plain or percent-encoded, and encoded slashes normalise to another host: refused
// by both routes (src/preview/handlers.test.ts probes the whole family).
for (const target of [
  '/..//evil.example',
  '/%2e%2e//evil.example',
  '/.%2E//evil.example',
  '/unternehmen/..//evil.example',
  '/./\\evil.example',
  '/%2F%2Fevil.example',
]) {
  test(`the enable and disable routes refuse ${target}`, async ({ request, context }) => {
    const enable = await request.get(
      enableUrl({ 'sanity-preview-secret': previewSecret, 'sanity-preview-pathname': target }),
      { maxRedirects: 0 },
    )
    expect(enable.status()).toBe(400)
    expect(enable.headers().location).toBeUndefined()
    expect(await hasDraftCookie(context)).toBe(false)
    const disable = await request.get(
      `/api/draft-mode/disable?redirect=${encodeURIComponent(target)}`,
      { maxRedirects: 0 },
    )
    expect(disable.status()).toBe(400)
    expect(disable.headers().location).toBeUndefined()
  })
}

test('a target with dot segments lands on its normalised path', async ({ page }) => {
  await page.goto(
    enableUrl({
      'sanity-preview-secret': previewSecret,
      'sanity-preview-pathname': '/talente/%2e%2e/unternehmen/./preise',
    }),
  )
  await expect(page).toHaveURL(/\/unternehmen\/preise$/)
  await expect(page.getByText(bannerText(), { exact: true })).toBeVisible()
})

test('the disable route refuses a foreign redirect target', async ({ request }) => {
  const response = await request.get(
    `/api/draft-mode/disable?redirect=${encodeURIComponent('//evil.example')}`,
    { maxRedirects: 0 },
  )
  expect(response.status()).toBe(400)
  expect(response.headers().location).toBeUndefined()
})

test('an opening’s draft shows its salary range and lists; the published one has none', async ({
  page,
}) => {
  const draft = draftOf('careerOpening-cmo')
  const path = `/karriere/${draft.slug.current}`
  const labels = careersPage().sections.find(
    (section: { _type: string }) => section._type === 'openingsSection',
  )
  const postedSalary = () =>
    page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts
          .map((script) => JSON.parse(script.textContent ?? '{}'))
          .find((data) => data['@type'] === 'JobPosting'),
      )
      .then((posting) => posting?.baseSalary)

  await page.goto(path)
  await expect(page.getByRole('region', { name: labels.responsibilitiesLabel })).toHaveCount(0)
  await expect(page.getByText(labels.salaryLabel)).toHaveCount(0)
  expect(await postedSalary()).toBeUndefined()

  await page.goto(
    enableUrl({ 'sanity-preview-secret': previewSecret, 'sanity-preview-pathname': path }),
  )
  await expect(page.getByText(bannerText(), { exact: true })).toBeVisible()
  const salary = page.locator('dt', { hasText: labels.salaryLabel }).locator('+ dd')
  await expect(salary).toHaveText(/^90\.000–\u2060?120\.000\s€$/)
  // As read: soft hyphens (typesetting) removed, white space as one space.
  const asRead = (texts: string[]) =>
    texts.map((text) => text.replaceAll('\u00AD', '').replace(/\s+/g, ' ').trim())
  for (const [label, points] of [
    [labels.responsibilitiesLabel, draft.responsibilities],
    [labels.requirementsLabel, draft.requirements],
    [labels.benefitsLabel, draft.benefits],
  ] as const) {
    const items = page.getByRole('region', { name: label }).getByRole('listitem')
    expect(asRead(await items.allTextContents())).toEqual(asRead(points as string[]))
  }
  expect(await postedSalary()).toMatchObject({
    currency: 'EUR',
    value: { minValue: 90000, maxValue: 120000 },
  })
})
