// Content chaos against the Content Lake build: random malformed content (src/testing/chaos) is
// published with a signed webhook, then every route must answer 200 once regenerated (404 only
// where its document is gone, and for unknown paths), show the new content (a page that failed to
// regenerate would keep serving its old version with a 200), render no unsafe link and run no
// script from content.
// A failure names its seed: rerun it with CHAOS_SEED=<seed>; CHAOS_SEEDS=<n> runs seeds 1…n.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import type { SanityDocument } from '@repo/content'
import { siteRoutes } from './content'
import { isGone } from '../src/testing/chaos/gone'
import { mutate, xssCanary, type Mutation } from '../src/testing/chaos/mutate'
import { isSafeUrl } from '../src/testing/chaos/safety'
import { chaosSeeds } from '../src/testing/chaos/seeds'
import { lake } from './lake'
import { sendWebhook } from './webhook'

test.describe.configure({ mode: 'serial' })

// About 3–4 minutes in all: every route of every seed is fetched; every third seed also loads in
// Chromium (with its share image) the routes whose own document changed and a few more in turn.
const seeds = chaosSeeds({ fallback: 10 })
const inBrowser = (seed: number) => seeds.length === 1 || seed % 3 === 0
const loadsInBrowser = (seed: number, mutations: Mutation[], routeIndex: number) =>
  inBrowser(seed) &&
  (mutations.some((mutation) => mutation.documentId === siteRoutes[routeIndex]?.documentId) ||
    (routeIndex + seed) % 6 === 0)
const mutationsPerSeed = 20
const unknownPaths = ['/chaos-gibt-es-nicht', '/talente/chaos-gibt-es-nicht']

/** Any publish webhook marks the `content` tag stale, i.e. every page (src/publishing/webhook.ts). */
async function revalidate() {
  const response = await sendWebhook({ _type: 'siteSettings', _id: 'siteSettings' })
  expect(response.status).toBe(200)
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Marks each page document's SEO title with the seed (keeping whatever the mutations left there),
 * so the test can tell the regenerated page from the one cached before. Returns the mark by path
 * for the pages that have one.
 */
function stampTitles(documents: SanityDocument[], seed: number): Map<string, string> {
  const stamps = new Map<string, string>()
  for (const route of siteRoutes) {
    const document = documents.find((candidate) => candidate._id === route.documentId)
    if (!document || !isObject(document.seo)) continue
    const stamp = `Chaos-Seed-${seed}`
    const title = document.seo.title
    document.seo.title = typeof title === 'string' ? `${stamp} ${title}` : stamp
    stamps.set(route.path, stamp)
  }
  return stamps
}

const entities: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' }
const decode = (value: string) =>
  value.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (match, code: string) =>
    code.startsWith('#x') || code.startsWith('#X')
      ? String.fromCodePoint(Number.parseInt(code.slice(2), 16))
      : code.startsWith('#')
        ? String.fromCodePoint(Number(code.slice(1)))
        : (entities[code] ?? match),
  )

/** Unsafe URLs and inline event handlers in the markup of a served page (scripts left aside). */
function unsafeInHtml(html: string): string[] {
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
  const problems: string[] = []
  for (const [tag] of markup.matchAll(/<[a-z][^>]*>/gi)) {
    for (const [, name, quoted] of tag.matchAll(
      /\s(href|src|action|formaction|data)\s*=\s*"([^"]*)"/gi,
    )) {
      if (name === 'data' && !tag.startsWith('<object')) continue
      if (!isSafeUrl(decode(quoted ?? ''))) problems.push(`${name}="${quoted?.slice(0, 60)}"`)
    }
    // Attribute values left aside: an escaped `" onerror=` inside alt text is text, not a handler.
    if (/\son[a-z]+\s*=/i.test(tag.replace(/"[^"]*"/g, '""')))
      problems.push(`handler in ${tag.slice(0, 60)}`)
  }
  return problems
}

/**
 * The page as served once it has regenerated: a publish marks pages stale, so the first request
 * may still get the last page. A page that fails to regenerate keeps its old title and fails here.
 */
async function checkServed(
  request: APIRequestContext,
  path: string,
  expected: { status: number; stamp?: string },
) {
  const stamp = expected.status === 200 ? expected.stamp : undefined
  let html = ''
  await expect
    .poll(
      async () => {
        const response = await request.get(path)
        html = await response.text()
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
        return { status: response.status(), published: !stamp || title.includes(stamp) }
      },
      { message: `${path} shows the published content`, timeout: 15_000, intervals: [250] },
    )
    .toEqual({ status: expected.status, published: true })
  expect(unsafeInHtml(html), `${path} markup`).toEqual([])
}

/** Loads a page in Chromium: no dialog, no uncaught error, no unsafe URL, the canary unset. */
async function checkInBrowser(page: Page, path: string) {
  const problems: string[] = []
  const onDialog = (dialog: { message(): string; dismiss(): Promise<void> }) => {
    problems.push(`dialog: ${dialog.message()}`)
    void dialog.dismiss()
  }
  const onError = (error: Error) => problems.push(`page error: ${error.message}`)
  page.on('dialog', onDialog)
  page.on('pageerror', onError)
  await page.goto(path, { waitUntil: 'load' })
  // Reveals, carousels and menus run on scroll and focus: let them.
  await page.mouse.wheel(0, 20_000)
  await page.keyboard.press('Tab')
  const found = await page.evaluate((canary) => {
    const urls = [
      ...[...document.querySelectorAll('a[href], area[href]')].map((e) => e.getAttribute('href')),
      ...[...document.querySelectorAll('[src]')].map((e) => e.getAttribute('src')),
      ...[...document.querySelectorAll('form[action]')].map((e) => e.getAttribute('action')),
      ...[...document.querySelectorAll('[formaction]')].map((e) => e.getAttribute('formaction')),
    ]
    const handlers = [...document.querySelectorAll('*')].flatMap((element) =>
      element.getAttributeNames().filter((name) => name.startsWith('on')),
    )
    const frames = document.querySelectorAll('iframe, embed, object').length
    return {
      urls,
      handlers,
      frames,
      canary: (window as unknown as Record<string, unknown>)[canary],
    }
  }, xssCanary)
  page.off('dialog', onDialog)
  page.off('pageerror', onError)
  for (const url of found.urls) if (!isSafeUrl(url ?? '')) problems.push(`url: ${url}`)
  for (const name of found.handlers) problems.push(`handler attribute: ${name}`)
  if (found.frames > 0) problems.push(`${found.frames} frames`)
  if (found.canary !== undefined) problems.push(`window.${xssCanary} was set`)
  expect(problems, `${path} in the browser`).toEqual([])
}

let original: SanityDocument[]

test.beforeAll(async () => {
  original = await lake.documents()
})

test.afterAll(async () => {
  // Later runs expect the bundled content: restore it and let the site pick it up.
  await lake.reset()
  await revalidate()
})

const describeMutations = (mutations: Mutation[]) =>
  mutations.map((m) => `${m.kind} ${m.documentId}${m.path ? `.${m.path}` : ''}`).join('\n')

for (const seed of seeds) {
  test(`seed ${seed} (rerun: CHAOS_SEED=${seed})`, async ({ page, request }, testInfo) => {
    test.setTimeout(120_000)
    const { documents, mutations } = mutate(original, seed, { count: mutationsPerSeed })
    await testInfo.attach('mutations', { body: describeMutations(mutations) })
    const stamps = stampTitles(documents, seed)
    await lake.publish(documents)
    await revalidate()

    for (const [index, route] of siteRoutes.entries()) {
      const gone = isGone(documents, route)
      await checkServed(request, route.path, {
        status: gone ? 404 : 200,
        stamp: stamps.get(route.path),
      })
      if (loadsInBrowser(seed, mutations, index)) {
        // A gone route's share image may be gone too (404) or still the last one drawn.
        const share = await request.get(`/og/${route.documentId}`)
        expect(gone ? [200, 404] : [200], `/og/${route.documentId}`).toContain(share.status())
        if (share.status() === 200) expect(share.headers()['content-type']).toBe('image/png')
        if (!gone) await checkInBrowser(page, route.path)
      }
    }
    for (const path of unknownPaths) await checkServed(request, path, { status: 404 })
    for (const path of ['/sitemap.xml', '/robots.txt']) {
      expect((await request.get(path)).status(), path).toBe(200)
    }
  })
}
