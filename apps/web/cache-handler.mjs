// The ISR cache (docs/operations.md, "The ISR cache"), configured for every build and decided when
// the server starts: with REDIS_URL, pages, route handler responses and fetch results live in
// Redis under the build's id, shared by every instance, and each instance keeps what it wrote or
// read in memory too, read only while Redis cannot answer; without it, in this process's memory.
// Either way src/instrumentation.ts fills it with the build's pages at start-up.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import { connectRedis } from './redis-client.mjs'

const day = 24 * 60 * 60
// An entry outlives its revalidation time, so a page nobody asked for in a while is still there
// (and served while it regenerates) when the Content Lake is down. In Redis two days at least,
// so that a previous build's entries do not pile up; in memory as long as Next keeps a page (its
// `expireTime`, a year), as its own file-system cache does: a build's pages are there at start-up
// however old the build is (an entry past its expiry is never stored), and the LRU bounds the size.
const sharedTtl = { estimateExpireAge: (staleAge) => Math.max(2 * staleAge, 2 * day) }
const memoryTtl = { estimateExpireAge: (staleAge) => Math.max(staleAge, 365 * day) }
// Redis answers within milliseconds on a working network; past this, the memory copy is faster.
const redisTimeoutMs = 1000

/** Where publishes mark tags stale (shared by every build and instance). */
const staleTagsKey = 'site:stale-tags'

/**
 * When each tag was last marked stale by a publish: in memory, and in Redis when there is one
 * (read from there first, so a publish on one instance reaches all).
 */
function createStaleMarks(redis) {
  const memory = new Map()
  return {
    async mark(tags, at) {
      for (const tag of tags) memory.set(tag, at)
      if (!redis?.isReady) return
      try {
        const fields = Object.fromEntries(tags.map((tag) => [tag, at]))
        await redis.withAbortSignal(AbortSignal.timeout(redisTimeoutMs)).hSet(staleTagsKey, fields)
      } catch {
        // This instance knows; the others learn from the next publish once Redis answers.
      }
    },
    async latest(tags) {
      if (tags.length === 0) return 0
      let times = tags.map((tag) => memory.get(tag))
      if (redis?.isReady) {
        try {
          const timed = redis.withAbortSignal(AbortSignal.timeout(redisTimeoutMs))
          times = await timed.hmGet(staleTagsKey, tags)
        } catch {
          // Redis cannot answer: what this instance knows.
        }
      }
      return Math.max(0, ...times.map(Number).filter(Number.isFinite))
    },
  }
}

async function createCache(buildId) {
  const memory = createLruHandler()
  const url = process.env.REDIS_URL
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !url) {
    return { handlers: [memory], ttl: memoryTtl, marks: createStaleMarks() }
  }
  const redis = await connectRedis(url, 'the ISR cache')
  const shared = createRedisHandler({
    client: redis,
    keyPrefix: `site:${buildId}:`,
    timeoutMs: redisTimeoutMs,
  })
  // Reads go to the first handler that does not fail, writes and revalidations to both.
  return {
    handlers: [copiedTo(memory, shared), memory],
    ttl: sharedTtl,
    marks: createStaleMarks(redis),
  }
}

/**
 * `shared`, whose every entry read is copied to `memory`: while Redis cannot answer, an instance
 * serves the last page any instance regenerated, not the last one it rendered itself.
 */
function copiedTo(memory, shared) {
  return {
    ...shared,
    async get(key, meta) {
      const entry = await shared.get(key, meta)
      if (entry) await memory.set(key, entry)
      return entry
    },
  }
}

/**
 * One cache per process. Next imports this file to serve requests, and src/instrumentation.ts
 * (bundled separately) to fill it at start-up: both must reach the same memory and connection.
 */
const processCache = Symbol.for('site.isr-cache')
const cacheOf = (buildId) => (globalThis[processCache] ??= createCache(buildId))

/**
 * The pathname in Next's key of a page or route response (`/route-cache/<kind>/<route>/$<path>`),
 * under which the maintained handler's start-up fill (src/instrumentation.ts) stores the build's
 * own pages and routes: Next has only used the longer keys since 16.4.
 */
const buildKeyOf = (key) => /^\/route-cache\/[A-Z_]+\/[0-9a-f]+\/\$(\/.*)$/.exec(key)?.[1]

/**
 * Far enough back to be past any revalidation time, short of Next's one-year expiry: Next serves
 * such an entry at once and regenerates it in the background.
 */
const staleAgeMs = 30 * day * 1000

/**
 * Two things the maintained handler does not do for Next 16.4. It stores the build's pages under
 * their pathname, which Next no longer asks for: read from there until a page first regenerates.
 * And it removes every entry of a revalidated tag, whatever the profile; a page
 * removed while the Content Lake is down cannot be rendered again until it is back. With a
 * profile (`revalidateTag(tag, 'max')`, the publish webhook) this marks the tag stale instead, as
 * Next's own file-system cache does: its entries are served and regenerated in the background,
 * and a failed regeneration keeps them. Without one (immediate expiry) they are removed.
 */
class SiteCacheHandler extends CacheHandler {
  async get(key, ctx) {
    const buildKey = buildKeyOf(key)
    const entry = (await super.get(key, ctx)) ?? (buildKey && (await super.get(buildKey, ctx)))
    if (!entry) return null
    const { marks } = await cacheOf()
    const staleAt = await marks.latest([...(entry.tags ?? []), ...(ctx?.softTags ?? [])])
    if (staleAt <= entry.lastModified) return entry
    return { ...entry, lastModified: Math.min(entry.lastModified, Date.now() - staleAgeMs) }
  }

  async revalidateTag(tags, durations) {
    if (!durations) return super.revalidateTag(tags)
    // No tags for the maintained handler, but its configuration (Redis, the build's id) first.
    await super.revalidateTag([])
    const { marks } = await cacheOf()
    await marks.mark(typeof tags === 'string' ? [tags] : tags, Date.now())
  }
}

CacheHandler.onCreation(async ({ buildId }) => {
  const { handlers, ttl } = await cacheOf(buildId)
  return { handlers, ttl }
})

export default SiteCacheHandler
