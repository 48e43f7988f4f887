// Two standalone instances of one build share their ISR cache through Redis (cache-handler.mjs,
// served by e2e/serve-shared-cache.mjs): a publish webhook sent to one instance shows on the
// other's next request; a publish the Content Lake cannot serve is refused, so no page is dropped;
// and with Redis stopped both keep answering with the content they have.
import { createClient } from '@redis/client'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { siteRoutes } from './content'
import { landingPage, publishHeading, servedHeading } from './landingHeading'
import { lake } from './lake'
import { origin, ports } from './ports'
import { sendWebhook } from './webhook'

test.describe.configure({ mode: 'serial' })

const instances = [origin(ports.sharedCacheFirst), origin(ports.sharedCacheSecond)] as const
const [first, second] = instances
let published = ''

test.afterAll(async () => {
  await lake.restore()
  await lake.reset()
})

/** Every route answers 200 on both instances, in the time a visitor waits, with `published`. */
async function expectEveryPageUp(request: APIRequestContext) {
  for (const site of instances) {
    for (const { path } of siteRoutes) {
      const started = Date.now()
      const response = await request.get(`${site}${path}`)
      expect(response.status(), `${site}${path}`).toBe(200)
      expect(Date.now() - started, `${site}${path} answered in time`).toBeLessThan(5000)
    }
    expect((await request.get(`${site}/gibt-es-nicht`)).status()).toBe(404)
    expect(await servedHeading(request, site)).toContain(published)
  }
}

test('a publish webhook sent to one instance shows on the other on its next request', async ({
  request,
}) => {
  expect(await servedHeading(request, second)).toBe(await servedHeading(request, first))
  published = `Auf allen Instanzen ${Date.now()}`
  await publishHeading(published)
  expect((await sendWebhook(landingPage, { site: first })).status).toBe(200)

  expect(await servedHeading(request, second)).toContain(published)
  expect(await servedHeading(request, first)).toContain(published)
})

for (const [down, takeDown] of [
  ['refuses connections', lake.outage],
  ['takes connections and never answers', lake.silence],
] as const) {
  test(`a publish while the Content Lake ${down} is refused and drops no page`, async ({
    request,
  }) => {
    expect(published).not.toBe('')
    // The publish before removed every page from the cache; visitors bring them back.
    await expectEveryPageUp(request)
    await takeDown()
    const later = `Nach dem Ausfall ${Date.now()}`
    await publishHeading(later)
    // 503 (Sanity delivers it again): removing the pages now would leave them unrenderable. At
    // most the 3 s consistency pause plus the 4 s query deadline later.
    const started = Date.now()
    expect((await sendWebhook(landingPage, { site: first })).status).toBe(503)
    expect(Date.now() - started).toBeLessThan(10_000)
    await expectEveryPageUp(request)

    await lake.restore()
    expect((await sendWebhook(landingPage, { site: first })).status).toBe(200)
    published = later
    expect(await servedHeading(request, second)).toContain(published)
  })
}

test('with Redis stopped, both instances keep answering with the last content', async ({
  request,
}) => {
  expect(published).not.toBe('')
  const redis = createClient({ url: `redis://127.0.0.1:${ports.redis}` })
  // Its own connection drops too when the server stops.
  redis.on('error', () => {})
  await redis.connect()
  // The server closes the connection as it stops, so the command gets no answer.
  await redis.sendCommand(['SHUTDOWN', 'NOSAVE']).catch(() => {})
  redis.destroy()

  await expectEveryPageUp(request)
})
