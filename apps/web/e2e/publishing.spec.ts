// Publishing against the Content Lake build: a change in the Content Lake plus a signed webhook
// (POST /api/revalidate) marks the pages stale: the next visitor still gets the last page at once,
// and the change follows as soon as the page has regenerated; forged webhooks change nothing; an
// outage keeps every page up with the last published content. Changes the Content Lake's
// documents, so the tests run in order and leave the bundled dataset behind.
import http from 'node:http'
import { isDeepStrictEqual } from 'node:util'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { landing, siteRoutes } from './content'
import { renderedText } from './helpers'
import { landingPage, publishHeading, servedHeading, shownAfterOutage } from './landingHeading'
import { lake } from './lake'
import { sendRaw, sendSigned, sendWebhook, sign, webhookUrl } from './webhook'

test.describe.configure({ mode: 'serial' })

const minutes = 60_000
/** A stale page regenerates in the background within a few seconds. */
const regenerated = { timeout: 15_000, intervals: [250] }
/** A page published or removed is known to every instance within pageIndexSeconds (10 s). */
const live = { timeout: 30_000, intervals: [500] }

type Section = { _type: string; [field: string]: unknown }

/**
 * POSTs a body the route refuses before reading it all. The server answers and closes while the
 * upload is still running, which fetch reports as a reset; node:http hands over the answer first.
 */
function postHuge(body: string, headers: Record<string, string>, { chunked = false }) {
  return new Promise<Response>((resolve, reject) => {
    const upload = http.request(webhookUrl, {
      method: 'POST',
      headers: chunked ? headers : { ...headers, 'Content-Length': Buffer.byteLength(body) },
    })
    upload.on('response', (answer) => {
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () =>
        resolve(new Response(Buffer.concat(chunks), { status: answer.statusCode })),
      )
    })
    // The reset after the answer is expected; without an answer it is a failure.
    upload.on('error', (error) => setTimeout(() => reject(error), 1000))
    upload.end(body)
  })
}

/** Until the served heading passes `check` (it does once the page has regenerated). */
function expectHeadingSoon(request: APIRequestContext) {
  return expect.poll(() => servedHeading(request), regenerated)
}

async function expectWebhookAccepted(response: Response, tags: string[]) {
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({ revalidated: true, tags })
}

test.afterAll(async ({ request }) => {
  // Later projects expect the bundled content: restore it and let the site pick it up.
  await lake.restore()
  await lake.reset()
  await expectWebhookAccepted(await sendWebhook(landingPage), [
    'page',
    'companyLandingPage',
    'content',
  ])
  await expectHeadingSoon(request).toBe(landing().hero.heading)
})

test('a signed publish webhook shows the change once the stale page regenerated', async ({
  request,
}) => {
  const original = landing().hero.heading as string
  expect(await servedHeading(request)).toBe(original)

  const heading = `Frisch veröffentlicht ${Date.now()}`
  await publishHeading(heading)
  // Without a webhook the cached page stays (REVALIDATE_SECONDS is an hour).
  expect(await servedHeading(request)).toBe(original)

  await expectWebhookAccepted(await sendWebhook({ ...landingPage, slug: 'unternehmen' }), [
    'page',
    'companyLandingPage',
    'content',
  ])
  // The next visitor does not wait: the last page at once, while it regenerates.
  const started = Date.now()
  expect(await servedHeading(request)).toBe(original)
  expect(Date.now() - started).toBeLessThan(1000)
  await expectHeadingSoon(request).toContain(heading)
})

test('a document shown through a reference refreshes the pages that show it', async ({ page }) => {
  // Agent cards show `role->name`: the landing page's query never selects roleProfile itself.
  const roleName = `Opener ${Date.now()}`
  const documents = await lake.documents()
  await lake.publish(
    documents.map((doc) => (doc._id === 'roleProfile-opener' ? { ...doc, name: roleName } : doc)),
  )
  await expectWebhookAccepted(
    await sendWebhook({ _type: 'roleProfile', _id: 'drafts.roleProfile-opener' }),
    ['roleProfile', 'roleProfile-opener', 'content'],
  )
  await expect
    .poll(async () => (await page.request.get('/unternehmen')).text(), regenerated)
    .toContain(roleName)
  await page.goto('/unternehmen')
  await expect(page.getByText(roleName, { exact: true }).first()).toBeAttached()
})

test('a page an editor creates goes live at its path, and is gone once deleted', async ({
  request,
}) => {
  test.setTimeout(2 * minutes)
  const documents = await lake.documents()
  const heading = `Neue Kampagne ${Date.now()}`
  const hero = (documents.find((doc) => doc._id === landingPage._id)?.sections as Section[]).find(
    (section) => section._type === 'heroSection',
  )
  const campaign = {
    _id: 'page-kampagne-e2e',
    _type: 'page',
    title: 'Kampagne',
    slug: { _type: 'slug', current: 'kampagne/fruehjahr' },
    layout: 'landing',
    sections: [{ ...hero, _key: 'hero', heading }],
    seo: { title: 'Kampagne Frühjahr', description: 'Eine neue Seite aus dem Studio.' },
  }
  const path = '/kampagne/fruehjahr'
  expect((await request.get(path)).status()).toBe(404)

  await lake.publish([...documents, campaign])
  await expectWebhookAccepted(
    await sendWebhook({ _type: 'page', _id: campaign._id, slug: campaign.slug.current }),
    ['page', campaign._id, 'content'],
  )
  // Reachable once the proxy's list of pages has caught up (src/content/pageIndex.ts).
  await expect.poll(async () => (await request.get(path)).status(), live).toBe(200)
  const html = await (await request.get(path)).text()
  expect(html).toContain(heading)
  expect(html).toContain('<title>Kampagne Frühjahr')
  expect(html).toContain(`/og/${campaign._id}`)
  const share = await request.get(`/og/${campaign._id}`)
  expect(share.status()).toBe(200)
  expect(share.headers()['content-type']).toBe('image/png')
  await expect.poll(async () => (await request.get('/sitemap.xml')).text(), live).toContain(path)

  await lake.publish(documents)
  await expectWebhookAccepted(
    await sendWebhook({ _type: 'page', _id: campaign._id, slug: campaign.slug.current }),
    ['page', campaign._id, 'content'],
  )
  await expect.poll(async () => (await request.get(path)).status(), live).toBe(404)
  await expect
    .poll(async () => (await request.get('/sitemap.xml')).text(), live)
    .not.toContain(path)
})

/** A path's redirect as the site answers it: status and where it leads on the site. */
async function redirectOf(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 })
  const { location } = response.headers()
  if (!location) return [response.status(), null]
  const url = new URL(location, response.url())
  return [response.status(), `${url.pathname}${url.search}${url.hash}`]
}

test('a renamed page redirects from its old paths, and every link follows it', async ({
  request,
}) => {
  test.setTimeout(6 * minutes)
  const documents = await lake.documents()
  const pricing = documents.find((doc) => doc._id === 'pricingPage')!
  const webhook = (slug: string) =>
    sendWebhook({ _type: 'page', _id: pricing._id, slug }).then((response) =>
      expectWebhookAccepted(response, ['page', pricing._id, 'content']),
    )
  // What the Studio's publish action writes: the new path, the old one among the former paths.
  await lake.publish(
    documents.map((doc) =>
      doc._id === pricing._id
        ? {
            ...doc,
            slug: { _type: 'slug', current: 'unternehmen/tarife' },
            previousPaths: ['unternehmen/preise'],
          }
        : doc,
    ),
  )
  await webhook('unternehmen/tarife')

  await expect
    .poll(() => redirectOf(request, '/unternehmen/preise?utm_source=mail'), live)
    .toEqual([308, '/unternehmen/tarife?utm_source=mail'])
  // The spec's short path (a redirect document to the page) follows the page too.
  expect(await redirectOf(request, '/preise')).toEqual([308, '/unternehmen/tarife'])
  await expect
    .poll(async () => (await request.get('/unternehmen/tarife')).status(), regenerated)
    .toBe(200)
  // Every link shows the new path once its page has regenerated after the webhook.
  for (const { path } of siteRoutes) {
    const at = path === '/unternehmen/preise' ? '/unternehmen/tarife' : path
    await expect
      .poll(async () => (await request.get(at)).text(), regenerated)
      .not.toMatch(/href="\/unternehmen\/preise["#?]/)
  }
  expect(await (await request.get('/unternehmen')).text()).toContain('href="/unternehmen/tarife"')
  const sitemap = async () => (await request.get('/sitemap.xml')).text()
  await expect.poll(sitemap, live).toContain('/unternehmen/tarife</loc>')
  expect(await sitemap()).not.toContain('/unternehmen/preise</loc>')

  // Back to the old path: the action takes it out of the former paths and adds the other one.
  await lake.publish(
    documents.map((doc) =>
      doc._id === pricing._id ? { ...doc, previousPaths: ['unternehmen/tarife'] } : doc,
    ),
  )
  await webhook('unternehmen/preise')
  await expect
    .poll(() => redirectOf(request, '/unternehmen/tarife'), live)
    .toEqual([308, '/unternehmen/preise'])
  // Served stale once (the 404 it regenerated to while the page was away), then the page.
  await expect
    .poll(
      async () => (await request.get('/unternehmen/preise', { maxRedirects: 0 })).status(),
      regenerated,
    )
    .toBe(200)
  expect(await redirectOf(request, '/preise')).toEqual([308, '/unternehmen/preise'])

  await lake.publish(documents)
  await webhook('unternehmen/preise')
  await expect.poll(async () => (await request.get('/unternehmen/tarife')).status(), live).toBe(404)
})

test('a redirect published, changed or deleted takes effect without a deploy', async ({
  request,
}) => {
  test.setTimeout(3 * minutes)
  const documents = await lake.documents()
  const to = (id: string) => ({ _type: 'link', target: { _type: 'reference', _ref: id } })
  const redirect = {
    _id: 'redirect-angebot-e2e',
    _type: 'redirect',
    source: '/angebot',
    destination: to('conciergePage'),
    permanent: false,
  }
  const publish = async (all: unknown[]) => {
    await lake.publish(all as typeof documents)
    await expectWebhookAccepted(await sendWebhook({ _type: 'redirect', _id: redirect._id }), [
      'redirect',
      redirect._id,
      'content',
    ])
  }
  expect((await request.get('/angebot', { maxRedirects: 0 })).status()).toBe(404)

  await publish([...documents, redirect])
  await expect
    .poll(() => redirectOf(request, '/angebot?ref=newsletter'), live)
    .toEqual([307, '/unternehmen/onboarding-concierge?ref=newsletter'])

  await publish([...documents, { ...redirect, destination: to('aboutPage'), permanent: true }])
  await expect.poll(() => redirectOf(request, '/angebot'), live).toEqual([308, '/ueber-uns'])

  await publish(documents)
  await expect
    .poll(async () => (await request.get('/angebot', { maxRedirects: 0 })).status(), live)
    .toBe(404)
})

test('forged and malformed webhooks are refused and change nothing', async ({ request }) => {
  const before = await servedHeading(request)
  const heading = `Nicht freigegeben ${Date.now()}`
  // Published in the Content Lake: any webhook wrongly accepted now would show it.
  await publishHeading(heading)

  const body = JSON.stringify(landingPage)
  const json = { 'Content-Type': 'application/json' }
  const signed = async (payload: string, options?: Parameters<typeof sign>[1]) => ({
    ...json,
    'sanity-webhook-signature': await sign(payload, options),
  })
  const valid = await sign(body)
  const [, timestamp] = /^t=(\d+),/.exec(valid) ?? []
  const huge = ' '.repeat(1024 * 1024) + body
  const duplicated = new Headers(json)
  duplicated.append('sanity-webhook-signature', valid)
  duplicated.append('sanity-webhook-signature', valid)

  const forgeries: [string, () => Promise<Response>, number][] = [
    ['no signature', () => sendRaw({ body, headers: json }), 401],
    [
      'an empty signature',
      () => sendRaw({ body, headers: { ...json, 'sanity-webhook-signature': '' } }),
      401,
    ],
    [
      'a signature without timestamp',
      () =>
        sendRaw({
          body,
          headers: { ...json, 'sanity-webhook-signature': valid.replace(/^t=\d+,/, '') },
        }),
      401,
    ],
    [
      'a signature of garbage',
      () => sendRaw({ body, headers: { ...json, 'sanity-webhook-signature': 't=abc,v1=%%%' } }),
      401,
    ],
    ['the wrong secret', () => sendSigned(body, { secret: 'not-the-configured-secret' }), 401],
    ['a stale timestamp', () => sendSigned(body, { timestamp: Date.now() - 10 * minutes }), 401],
    [
      'a timestamp in the future',
      () => sendSigned(body, { timestamp: Date.now() + 10 * minutes }),
      401,
    ],
    [
      'a timestamp changed after signing',
      () =>
        sendRaw({
          body,
          headers: {
            ...json,
            'sanity-webhook-signature': valid.replace(
              `t=${timestamp}`,
              `t=${Number(timestamp) + 1}`,
            ),
          },
        }),
      401,
    ],
    [
      'a truncated signature',
      () => sendRaw({ body, headers: { ...json, 'sanity-webhook-signature': valid.slice(0, -4) } }),
      401,
    ],
    [
      'a tampered body',
      async () =>
        sendRaw({
          body: JSON.stringify({ ...landingPage, _id: 'siteSettings' }),
          headers: await signed(body),
        }),
      401,
    ],
    [
      'a body with a byte appended',
      async () => sendRaw({ body: `${body} `, headers: await signed(body) }),
      401,
    ],
    [
      'an unsigned non-JSON body',
      () =>
        sendRaw({
          body: 'revalidate=all',
          headers: { ...json, 'sanity-webhook-signature': valid },
        }),
      401,
    ],
    [
      'two signature headers',
      () => sendRaw({ body, headers: Object.fromEntries(duplicated) }),
      401,
    ],
    ['GET', () => fetch(webhookUrl), 405],
    ['PUT', async () => sendRaw({ method: 'PUT', body, headers: await signed(body) }), 405],
    ['PATCH', async () => sendRaw({ method: 'PATCH', body, headers: await signed(body) }), 405],
    ['DELETE', async () => sendRaw({ method: 'DELETE', headers: await signed(body) }), 405],
    [
      'text/plain',
      async () =>
        sendRaw({ body, headers: { ...(await signed(body)), 'Content-Type': 'text/plain' } }),
      415,
    ],
    [
      'a form post',
      async () =>
        sendRaw({
          body,
          headers: { ...(await signed(body)), 'Content-Type': 'application/x-www-form-urlencoded' },
        }),
      415,
    ],
    [
      'no content type',
      async () =>
        fetch(webhookUrl, {
          method: 'POST',
          body: new Blob([body]),
          headers: { 'sanity-webhook-signature': await sign(body) },
        }),
      415,
    ],
    ['a 1 MB body', async () => postHuge(huge, await signed(huge), { chunked: false }), 413],
    ['a 1 MB chunked body', async () => postHuge(huge, await signed(huge), { chunked: true }), 413],
    ['signed non-JSON', () => sendSigned('{"_type": "companyLandingPage",'), 400],
    ['signed null', () => sendSigned('null'), 400],
    ['a signed array', () => sendSigned(JSON.stringify([landingPage])), 400],
    ['a missing _id', () => sendSigned(JSON.stringify({ _type: 'companyLandingPage' })), 400],
    [
      'a numeric _type',
      () => sendSigned(JSON.stringify({ _type: 7, _id: 'companyLandingPage' })),
      400,
    ],
    [
      'an id that is no Sanity id',
      () => sendSigned(JSON.stringify({ _type: 'x', _id: 'a/../b c' })),
      400,
    ],
    ['an overlong id', () => sendSigned(JSON.stringify({ _type: 'x', _id: 'a'.repeat(500) })), 400],
    [
      'an extra field',
      () => sendSigned(JSON.stringify({ ...landingPage, tags: ['content'] })),
      400,
    ],
  ]
  expect(forgeries.length).toBeGreaterThanOrEqual(20)

  for (const [what, send, status] of forgeries) {
    const response = await send()
    expect(response.status, what).toBe(status)
    if (status !== 405) {
      expect(await response.json(), what).toMatchObject({ revalidated: false })
    }
  }

  expect(await servedHeading(request)).toBe(before)
  await expectWebhookAccepted(await sendWebhook(landingPage), [
    'page',
    'companyLandingPage',
    'content',
  ])
  await expectHeadingSoon(request).toContain(heading)
})

test('a body that trickles in is refused at its deadline', async () => {
  const body = JSON.stringify(landingPage)
  const headers = {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(body)),
    'sanity-webhook-signature': await sign(body),
  }
  const started = Date.now()
  const status = await new Promise<number>((resolve, reject) => {
    const upload = http.request(webhookUrl, { method: 'POST', headers })
    let sent = 0
    // One byte a second: the body would take a minute.
    const drip = setInterval(() => upload.write(body.slice(sent, ++sent)), 1000)
    upload.on('response', (answer) => {
      clearInterval(drip)
      answer.resume()
      upload.destroy()
      resolve(answer.statusCode ?? 0)
    })
    upload.on('error', (error) => {
      clearInterval(drip)
      reject(error)
    })
  })
  expect(status).toBe(408)
  expect(Date.now() - started).toBeLessThan(8000)
})

/** Requests /unternehmen until it has regenerated (its cache answer is a HIT again). */
async function settled(request: APIRequestContext) {
  await expect
    .poll(async () => (await request.get('/unternehmen')).headers()['x-nextjs-cache'], regenerated)
    .toBe('HIT')
}

test('a replayed webhook is refused and changes nothing', async ({ request }) => {
  const body = JSON.stringify(landingPage)
  const headers = {
    'Content-Type': 'application/json',
    'sanity-webhook-signature': await sign(body),
  }
  expect((await sendRaw({ body, headers })).status).toBe(200)
  await settled(request)
  const before = await servedHeading(request)
  await publishHeading(`Nur per Wiederholung ${Date.now()}`)
  const replayed = await sendRaw({ body, headers })
  expect(replayed.status).toBe(409)
  expect(await replayed.json()).toMatchObject({ revalidated: false })
  expect(await servedHeading(request)).toBe(before)
})

test('50 publishes within 10 s regenerate a page a handful of times', async ({ request }) => {
  test.setTimeout(2 * minutes)
  // What one regeneration of /unternehmen costs the Content Lake, in queries.
  await settled(request)
  const beforeOne = await lake.queries()
  await expectWebhookAccepted(await sendWebhook(landingPage), [
    'page',
    'companyLandingPage',
    'content',
  ])
  await settled(request)
  const perRegeneration = (await lake.queries()) - beforeOne
  expect(perRegeneration).toBeGreaterThan(0)

  // Typesetting leaves it as written: no figure before a word, no word long enough to hyphenate.
  const heading = `Nach dem Ansturm ${Date.now()}`
  await publishHeading(heading)
  const beforeBurst = await lake.queries()
  const webhooks: Promise<Response>[] = []
  const visits: Promise<unknown>[] = []
  for (let index = 0; index < 50; index += 1) {
    // Distinct timestamps, so 50 distinct valid signatures; a visitor every 100 ms meanwhile.
    webhooks.push(sendWebhook(landingPage))
    visits.push(request.get('/unternehmen'))
    await new Promise((resolve) => setTimeout(resolve, 100))
    visits.push(request.get('/unternehmen'))
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const statuses = await Promise.all(webhooks.map(async (response) => (await response).status))
  await Promise.all(visits)
  expect(statuses.every((status) => status === 200 || status === 202)).toBe(true)
  await settled(request)
  expect(await servedHeading(request)).toContain(heading)
  const regenerations = ((await lake.queries()) - beforeBurst) / perRegeneration
  expect(regenerations).toBeLessThanOrEqual(5)
})

/** Every route's (and the 404's) status and text, as a visitor sees them. */
async function snapshot(page: Page) {
  const pages: Record<string, { status: number; text: string }> = {}
  for (const { path } of [...siteRoutes, { path: '/gibt-es-nicht' }]) {
    const response = await page.goto(path)
    pages[path] = {
      status: response?.status() ?? 0,
      text: await renderedText(page.locator('body')),
    }
  }
  return pages
}

test('during a Content Lake outage every route answers with the last published content', async ({
  page,
  request,
}) => {
  test.setTimeout(6 * minutes)
  // Earlier publishes left pages stale: visit them until they have all regenerated.
  let published = await snapshot(page)
  for (let visits = 1; ; visits += 1) {
    const next = await snapshot(page)
    if (isDeepStrictEqual(next, published)) break
    expect(visits, 'every page regenerated after a few visits').toBeLessThan(4)
    published = next
  }
  expect(published['/unternehmen']?.status).toBe(200)
  expect(published['/gibt-es-nicht']?.status).toBe(404)
  const heading = await servedHeading(request)

  await lake.outage()
  expect(await snapshot(page)).toEqual(published)

  // The hard case: an editor publishes while the site cannot reach the Content Lake. The webhook
  // marks every page stale; each regeneration fails, and Next keeps serving the last good page.
  const unreachable = `Während des Ausfalls ${Date.now()}`
  await publishHeading(unreachable)
  await expectWebhookAccepted(await sendWebhook(landingPage), [
    'page',
    'companyLandingPage',
    'content',
  ])
  expect(await servedHeading(request)).toBe(heading)
  expect(await snapshot(page)).toEqual(published)
  // Every page has been asked for (and failed to regenerate) at least once by now.
  expect(await snapshot(page)).toEqual(published)

  // A Content Lake that takes connections and never answers: pages still answer at once.
  await lake.silence()
  await expectWebhookAccepted(await sendWebhook(landingPage), [
    'page',
    'companyLandingPage',
    'content',
  ])
  for (const { path } of siteRoutes) {
    const started = Date.now()
    expect((await request.get(path)).status(), path).toBe(200)
    expect(Date.now() - started, `${path} answered in time`).toBeLessThan(5000)
  }
  expect(await snapshot(page)).toEqual(published)

  // Back up: the change made during the outage shows without anyone publishing again (the
  // pages that failed to regenerate would otherwise keep their content for another while).
  await lake.restore()
  await expect.poll(() => servedHeading(request), shownAfterOutage).toContain(unreachable)
})
