// The ISR cache shared by every instance (README, "Several instances"), configured by
// next.config.ts when REDIS_URL is set at build time: pages, route handler responses and fetch
// results live in Redis under the build's id, and a tag revalidated on one instance is gone for
// all. Each instance also keeps what it wrote in memory, read only while Redis cannot answer.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import { connectRedis } from './redis-client.mjs'

const day = 24 * 60 * 60
// An entry outlives its revalidation time, so a page nobody asked for in a while is still there
// (and served while it regenerates) when the Content Lake is down; two days at least, so that a
// previous build's entries do not pile up.
const ttl = { estimateExpireAge: (staleAge) => Math.max(2 * staleAge, 2 * day) }
// Redis answers within milliseconds on a working network; past this, the memory copy is faster.
const redisTimeoutMs = 1000

CacheHandler.onCreation(async ({ buildId }) => {
  const memory = createLruHandler()
  const url = process.env.REDIS_URL
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [memory], ttl }
  if (!url) {
    console.error(
      'This build shares its cache through Redis, but REDIS_URL is not set: this instance ' +
        'caches on its own, in memory. Set REDIS_URL to the Redis every instance uses.',
    )
    return { handlers: [memory], ttl }
  }
  const redis = createRedisHandler({
    client: await connectRedis(url, 'the ISR cache'),
    keyPrefix: `site:${buildId}:`,
    timeoutMs: redisTimeoutMs,
  })
  // Reads go to the first handler that does not fail, writes and revalidations to both.
  return { handlers: [redis, memory], ttl }
})

export default CacheHandler
