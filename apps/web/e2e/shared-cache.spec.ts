// Two standalone instances of the Content Lake build, started with REDIS_URL though it was built
// without (served by e2e/serve-shared-cache.mjs), share their ISR cache through Redis: a publish
// webhook sent to one instance shows on the other's next request; a publish while the Content
// Lake is down keeps every page up and shows once it is back; and with Redis stopped both keep
// answering with the content they have.
import { createClient } from '@redis/client'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { siteRoutes } from './content'
import { landingPage, publishHeading, servedHeading, shownAfterOutage } from './landingHeading'
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

test('a publish webhook sent to one instance shows on the other once it regenerated', async ({
  request,
}) => {
  expect(await servedHeading(request, second)).toBe(await servedHeading(request, first))
  published = `Auf allen Instanzen ${Date.now()}`
  await publishHeading(published)
  expect((await sendWebhook(landingPage, { site: first })).status).toBe(200)

  // Marked stale on both: the next request gets the last page at once and regenerates it.
  for (const site of [second, first]) {
    await expect
      .poll(() => servedHeading(request, site), { timeout: 15_000, intervals: [250] })
      .toContain(published)
  }
})

for (const [down, takeDown] of [
  ['refuses connections', lake.outage],
  ['takes connections and never answers', lake.silence],
] as const) {
  test(`a publish while the Content Lake ${down} drops no page and shows once it is back`, async ({
    request,
  }) => {
    test.setTimeout(180_000)
    expect(published).not.toBe('')
    await expectEveryPageUp(request)
    await takeDown()
    const later = `Nach dem Ausfall ${Date.now()}`
    await publishHeading(later)
    // Accepted: the pages are marked stale, not removed, so each keeps its last content.
    expect((await sendWebhook(landingPage, { site: first })).status).toBe(200)
    await expectEveryPageUp(request)

    // Back up: the publish shows on both instances without anyone publishing again.
    await lake.restore()
    published = later
    for (const site of instances) {
      await expect.poll(() => servedHeading(request, site), shownAfterOutage).toContain(published)
    }
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
