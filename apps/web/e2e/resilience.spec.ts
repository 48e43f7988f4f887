// What the Content Lake build does with requests nobody should be able to make expensive, and with
// a Content Lake that answers nonsense or is gone when the server starts. Counts the Content
// Lake's queries to tell a render from a cheap answer; runs after the publishing tests and leaves
// the bundled dataset behind.
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { siteRoutes } from './content'
import { landingPage, servedHeading } from './landingHeading'
import { lake } from './lake'
import { origin, ports } from './ports'
import { sendWebhook } from './webhook'

test.describe.configure({ mode: 'serial' })

const random = () => Math.random().toString(36).slice(2)

test.afterAll(async () => {
  await lake.restore()
  await lake.reset()
})

/** How many queries the Content Lake answered while `requests` ran. */
async function queriesDuring(requests: () => Promise<void>): Promise<number> {
  const before = await lake.queries()
  await requests()
  return (await lake.queries()) - before
}

test('a /_next/ path that is no file of the build is a plain 404 that renders nothing', async ({
  request,
}) => {
  const paths = [
    `/_next/static/chunks/${random()}.js`,
    `/_next/static/${random()}/_buildManifest.js`,
    `/_next/${random()}/${random()}`,
    `/_next/data/${random()}/unternehmen.json`,
  ]
  const queries = await queriesDuring(async () => {
    for (const path of paths) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      expect(response.headers()['content-type'], path).toMatch(/^text\/plain/)
      expect(response.headers()['cache-control'], path).toBe('no-store')
      expect((await response.body()).length, path).toBeLessThan(100)
    }
  })
  expect(queries).toBe(0)
})

test('a made-up draft-mode cookie gets an unknown path the 404 page, not a render', async ({
  request,
}) => {
  // The page index is read now, so the requests below find it fresh.
  expect((await request.get('/unternehmen')).status()).toBe(200)
  const queries = await queriesDuring(async () => {
    for (let index = 0; index < 10; index += 1) {
      const response = await request.get(`/unternehmen/forged-${random()}`, {
        headers: { cookie: '__prerender_bypass=1' },
      })
      expect(response.status()).toBe(404)
      expect(response.headers()['cache-control']).toMatch(/\bno-store\b/)
    }
  })
  // At most a refresh of the page index, never a render per path.
  expect(queries).toBeLessThanOrEqual(1)
})

/** Every route answers 200 in the time a visitor waits, the landing page with `heading`. */
async function expectEveryPageUp(request: APIRequestContext, heading: string) {
  for (const { path } of siteRoutes) {
    const started = Date.now()
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(Date.now() - started, `${path} answered in time`).toBeLessThan(5000)
  }
  expect((await request.get(`/gibt-es-nicht-${random()}`)).status()).toBe(404)
  // The redirects are in the proxy's index too: they stay as the last good read had them.
  const redirect = await request.get('/preise?utm_source=mail', { maxRedirects: 0 })
  expect(redirect.status()).toBe(308)
  expect(redirect.headers().location).toMatch(/\/unternehmen\/preise\?utm_source=mail$/)
  expect(await servedHeading(request)).toBe(heading)
}

for (const [what, body] of [
  ['{"result": null}', '{"result": null}'],
  ['a string', '"Service Unavailable"'],
  ['an object without a result', '{"error": "upstream"}'],
] as const) {
  test(`a Content Lake answering ${what} to every query is an outage: the last content stays`, async ({
    request,
  }) => {
    test.setTimeout(120_000)
    const heading = await servedHeading(request)
    await lake.answer(body)
    // Every page stale, so every visit below regenerates against the wrong answers.
    expect((await sendWebhook(landingPage)).status).toBe(200)
    await expectEveryPageUp(request, heading)
    // Past the page index's ten seconds: its refresh meets the wrong answer too.
    await new Promise((resolve) => setTimeout(resolve, 11_000))
    await expectEveryPageUp(request, heading)
    await lake.restore()
  })
}

test('a preview link while the Content Lake is down answers 503 and enables nothing', async ({
  request,
}) => {
  await lake.outage()
  try {
    const response = await request.get(
      `/api/draft-mode/enable?${new URLSearchParams({
        'sanity-preview-secret': random(),
        'sanity-preview-pathname': '/unternehmen',
      })}`,
      { maxRedirects: 0 },
    )
    expect(response.status()).toBe(503)
    expect(response.headers()['cache-control']).toBe('no-store')
    expect(await response.text()).toMatch(/Content Lake/)
    expect(response.headers()['set-cookie'] ?? '').not.toMatch(/__prerender_bypass/)
  } finally {
    await lake.restore()
  }
})

test('a server that starts while the Content Lake is down serves the pages, redirects and 404s the rest', async ({
  request,
}) => {
  test.setTimeout(90_000)
  await lake.outage()
  const site = origin(ports.contentLakeRestart)
  const server: ChildProcess = spawn(
    process.execPath,
    [path.resolve(__dirname, '../.next/content-lake/standalone/apps/web/server.js')],
    {
      env: { ...process.env, PORT: String(ports.contentLakeRestart), HOSTNAME: '127.0.0.1' },
      stdio: 'ignore',
    },
  )
  try {
    await expect
      .poll(
        () =>
          fetch(`${site}/impressum`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 30_000 },
      )
      .toBe(200)
    for (const path of ['/unternehmen', '/talente', '/og/companyLandingPage']) {
      expect((await request.get(`${site}${path}`)).status(), path).toBe(200)
    }
    // The redirects the build read.
    const redirect = await request.get(`${site}/vergleich`, { maxRedirects: 0 })
    const location = new URL(redirect.headers().location ?? '', site).href
    expect([redirect.status(), location]).toEqual([308, `${site}/unternehmen/vergleich`])
    for (const path of ['/gibt-es-nicht', '/unternehmen/neu', '/talente/neu', '/og/neu']) {
      const started = Date.now()
      expect((await request.get(`${site}${path}`)).status(), path).toBe(404)
      expect(Date.now() - started, `${path} answered at once`).toBeLessThan(2000)
    }
  } finally {
    server.kill('SIGTERM')
    await lake.restore()
  }
})
