/** @jest-environment node */
// The ISR cache as Next 16 uses it, without Redis (the process's memory): what a publish does to
// a page, and where the build's pages are found.
import SiteCacheHandler from './cache-handler.mjs'

const hour = 3600
const cacheControl = { revalidate: hour, expire: 365 * 24 * hour }

type CacheValue = Parameters<SiteCacheHandler['set']>[1]

/** A rendered page as Next stores it, tagged like the site's pages. */
const page = (html: string, tags = 'page,page-unternehmen,content') =>
  ({
    kind: 'APP_PAGE',
    html,
    rscData: undefined,
    headers: { 'x-next-cache-tags': tags },
    postponed: undefined,
    status: 200,
    segmentData: undefined,
  }) as unknown as CacheValue

/** Next's key of a page (`/route-cache/<kind>/<route hash>/$<path>`). */
const keyOf = (path: string) => `/route-cache/APP_PAGE/9f86d081/$${path}`

/** What Next makes of an entry: stale once it is older than its revalidation time. */
const isStale = (entry: { lastModified: number } | null) =>
  entry !== null && Date.now() - entry.lastModified > hour * 1000

// Next creates the handler with its build folder; there is none here, and no REDIS_URL.
const cache = new SiteCacheHandler({
  serverDistDir: '/nowhere/server',
  dev: false,
} as ConstructorParameters<typeof SiteCacheHandler>[0])
const get = (key: string, softTags: string[] = []) => cache.get(key, { softTags })
/** A publish or a render a moment later (within one millisecond, Next counts a write as newer). */
const later = () => new Promise((resolve) => setTimeout(resolve, 5))

beforeAll(() => {
  delete process.env.REDIS_URL
})

describe('the ISR cache', () => {
  it('keeps a page a publish marks stale, for Next to serve while it regenerates', async () => {
    const key = keyOf('/unternehmen')
    await cache.set(key, page('vorher'), { cacheControl })
    expect(isStale(await get(key))).toBe(false)

    // The webhook: revalidateTag(tag, 'max') reaches the handler with the profile's durations.
    await later()
    await cache.revalidateTag(['page-unternehmen'], { expire: cacheControl.expire })
    const marked = await get(key)
    expect(marked?.value).toEqual(page('vorher'))
    expect(isStale(marked)).toBe(true)
    // Stale, not expired: Next answers with it at once instead of waiting for a render.
    expect(Date.now() - (marked?.lastModified ?? 0)).toBeLessThan(cacheControl.expire * 1000)

    // Regenerated after the publish: fresh again.
    await later()
    await cache.set(key, page('nachher'), { cacheControl })
    const regenerated = await get(key)
    expect(regenerated?.value).toEqual(page('nachher'))
    expect(isStale(regenerated)).toBe(false)
  })

  it('marks only the pages that carry the tag', async () => {
    const talent = keyOf('/talente')
    await cache.set(talent, page('talente', 'page,page-talente,content'), { cacheControl })
    await later()
    await cache.revalidateTag('page-ueber-uns', { expire: cacheControl.expire })
    expect(isStale(await get(talent))).toBe(false)
  })

  it('marks a path stale through its implicit tag (revalidatePath)', async () => {
    const key = keyOf('/agb')
    await cache.set(key, page('agb', 'legal'), { cacheControl })
    await later()
    await cache.revalidateTag('_N_T_/agb', { expire: cacheControl.expire })
    expect(isStale(await get(key, ['_N_T_/layout', '_N_T_/agb']))).toBe(true)
  })

  it('removes the pages of a tag revalidated without a profile (expire now)', async () => {
    const key = keyOf('/karriere')
    await cache.set(key, page('karriere', 'page,page-karriere,content'), { cacheControl })
    await later()
    await cache.revalidateTag('page-karriere')
    expect(await get(key)).toBeNull()
  })

  it('keeps the pages of a build made long ago, served stale while they regenerate', async () => {
    // The start-up fill stores a page with its file's time: a build made weeks before the start.
    const built = Date.now() - 40 * 24 * hour * 1000
    const key = keyOf('/unternehmen/preise')
    await cache.set(key, page('aus dem Build'), { cacheControl, internal_lastModified: built })
    const entry = await get(key)
    expect(entry?.value).toEqual(page('aus dem Build'))
    expect(isStale(entry)).toBe(true)
  })

  it('finds a page of the build under its path until it first regenerates', async () => {
    // Where the start-up fill (src/instrumentation.ts) puts the build's pages.
    await cache.set('/ueber-uns', page('aus dem Build'), { cacheControl })
    expect((await get(keyOf('/ueber-uns')))?.value).toEqual(page('aus dem Build'))

    await cache.set(keyOf('/ueber-uns'), page('neu gerendert'), { cacheControl })
    expect((await get(keyOf('/ueber-uns')))?.value).toEqual(page('neu gerendert'))
    // A path Next never stored is not found under another one's key.
    expect(await get(keyOf('/gibt-es-nicht'))).toBeNull()
  })
})
