// Preview through the Sanity path (the build against the local Content Lake server, see
// serve-content-lake.mjs): next-sanity's defineEnableDraftMode checks the secret against the
// `sanity.previewUrlSecret` documents the Studio writes, and the site reads drafts with its token.
import { randomUUID } from 'node:crypto'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { draftOf, landing, settings } from './content'
import { lake as lakeControl } from './lake'
import { origin, ports } from './ports'
import { contentLakeToken } from './secrets'

const lake = origin(ports.contentLakeApi)
const draftCookie = '__prerender_bypass'

/** What the Studio's Presentation tool does before it loads the preview: store a fresh secret. */
async function storePreviewSecret(request: APIRequestContext): Promise<string> {
  const secret = randomUUID()
  const response = await request.post(`${lake}/v2025-02-19/data/mutate/production`, {
    headers: { authorization: `Bearer ${contentLakeToken}` },
    data: {
      mutations: [
        {
          createOrReplace: {
            _id: `drafts.sanity-preview-url-secret.${secret.slice(0, 8)}`,
            _type: 'sanity.previewUrlSecret',
            secret,
            source: 'e2e',
            studioUrl: 'http://127.0.0.1:3333',
          },
        },
      ],
    },
  })
  expect(response.ok()).toBe(true)
  return secret
}

const enableUrl = (secret: string, pathname = '/unternehmen') =>
  `/api/draft-mode/enable?${new URLSearchParams({
    'sanity-preview-secret': secret,
    'sanity-preview-pathname': pathname,
  })}`

test('the Content Lake keeps drafts from requests without the token', async ({ request }) => {
  const response = await request.get(
    `${lake}/v2025-10-01/data/query/production?query=*[_id=="companyLandingPage"][0]._id&perspective=drafts`,
  )
  expect(response.status()).toBe(401)
})

test('a secret the Studio did not store is refused (401, no cookie)', async ({ page, context }) => {
  const response = await page.goto(enableUrl(randomUUID()))
  expect(response?.status()).toBe(401)
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(draftCookie)
})

test('an editor previews drafts from the Content Lake; visitors still get published content', async ({
  page,
  browser,
  request,
}) => {
  const secret = await storePreviewSecret(request)
  await page.goto(enableUrl(secret))
  await expect(page).toHaveURL(/\/unternehmen$/)
  await expect(page.getByText(settings().preview.bannerText, { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    draftOf('companyLandingPage').hero.heading,
  )

  const visitor = await browser.newContext()
  const visit = await visitor.newPage()
  await visit.goto('/unternehmen')
  await expect(visit.getByRole('heading', { level: 1 })).toHaveText(landing().hero.heading)
  await expect(visit.getByText(settings().preview.bannerText)).toHaveCount(0)
  await visitor.close()

  await page.getByRole('link', { name: settings().preview.exitLabel }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing().hero.heading)
})

test('next-sanity redirects to the normalised target, never off the site', async ({
  page,
  context,
  request,
}) => {
  const secret = await storePreviewSecret(request)
  for (const target of ['/..//evil.example', '/%2e%2e//evil.example', '/%2F%2Fevil.example']) {
    const refused = await request.get(enableUrl(secret, target), { maxRedirects: 0 })
    expect(refused.status(), target).toBe(400)
    expect(refused.headers().location, target).toBeUndefined()
  }
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(draftCookie)

  await page.goto(enableUrl(secret, '/talente/%2e%2e/unternehmen/./preise'))
  await expect(page).toHaveURL(/\/unternehmen\/preise$/)
  await expect(page.getByText(settings().preview.bannerText, { exact: true })).toBeVisible()
})

test('an editor previews a page not published yet; a made-up draft cookie reaches nothing', async ({
  page,
  request,
}) => {
  const heading = `Nur als Entwurf ${Date.now()}`
  const hero = (landing().sections as { _type: string }[]).find(
    (section) => section._type === 'heroSection',
  )
  const draft = {
    _id: 'drafts.page-vorschau-e2e',
    _type: 'page',
    title: 'Vorschau',
    slug: { _type: 'slug', current: 'vorschau-e2e' },
    layout: 'landing',
    sections: [{ ...hero, _key: 'hero', heading }],
  }
  const stored = await request.post(`${lake}/v2025-02-19/data/mutate/production`, {
    headers: { authorization: `Bearer ${contentLakeToken}` },
    data: { mutations: [{ createOrReplace: draft }] },
  })
  expect(stored.ok()).toBe(true)
  try {
    const forged = await request.get('/vorschau-e2e', {
      headers: { cookie: '__prerender_bypass=1; site_preview_proof=1' },
    })
    expect(forged.status()).toBe(404)

    await page.goto(enableUrl(await storePreviewSecret(request), '/vorschau-e2e'))
    await expect(page).toHaveURL(/\/vorschau-e2e$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading)
    const cookies = await page.context().cookies()
    for (const name of [draftCookie, 'site_preview_proof']) {
      expect(cookies.find((cookie) => cookie.name === name)?.sameSite, name).toBe('Lax')
    }
  } finally {
    await lakeControl.publish(
      (await lakeControl.documents()).filter((document) => document._id !== draft._id),
    )
  }
})
