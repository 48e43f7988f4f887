import type { RedisClientType } from '@redis/client'
import { connectRedis } from '../../redis-client.mjs'

/**
 * Keys that one holder at a time takes for a while: the webhook's memory of signatures it has
 * accepted and of when it last revalidated. In Redis when `REDIS_URL` is set, so every instance
 * shares them; in memory otherwise, and whenever Redis cannot answer.
 */
export interface Claims {
  /** Takes `key` for `ttlMs` unless it is held; true if this call took it. */
  claim(key: string, ttlMs: number): Promise<boolean>
  /** Milliseconds until `key` is free again; 0 when it is. */
  remaining(key: string): Promise<number>
  release(key: string): Promise<void>
}

export function memoryClaims(now: () => number = Date.now): Claims {
  const held = new Map<string, number>()
  const until = (key: string) => {
    const expiry = held.get(key)
    if (expiry !== undefined && expiry <= now()) held.delete(key)
    return expiry !== undefined && expiry > now() ? expiry : undefined
  }
  return {
    async claim(key, ttlMs) {
      for (const key of held.keys()) until(key)
      if (until(key) !== undefined) return false
      held.set(key, now() + ttlMs)
      return true
    },
    remaining: async (key) => Math.max(0, (until(key) ?? now()) - now()),
    release: async (key) => void held.delete(key),
  }
}

type RedisCommands = Pick<RedisClientType, 'set' | 'pTTL' | 'del' | 'isReady'>

/** Claims in Redis (`SET NX PX`), answered from `fallback` while Redis cannot. */
export function redisClaims(
  client: () => Promise<RedisCommands>,
  fallback: Claims = memoryClaims(),
  prefix = 'site:webhook:',
): Claims {
  async function attempt<T>(
    command: (redis: RedisCommands) => Promise<T>,
    orElse: () => Promise<T>,
  ) {
    try {
      const redis = await client()
      if (!redis.isReady) return await orElse()
      return await command(redis)
    } catch {
      return await orElse()
    }
  }
  return {
    claim: (key, ttlMs) =>
      attempt(
        async (redis) => (await redis.set(prefix + key, '1', { NX: true, PX: ttlMs })) === 'OK',
        () => fallback.claim(key, ttlMs),
      ),
    remaining: (key) =>
      attempt(
        async (redis) => Math.max(0, await redis.pTTL(prefix + key)),
        () => fallback.remaining(key),
      ),
    release: (key) =>
      attempt(
        async (redis) => void (await redis.del(prefix + key)),
        () => fallback.release(key),
      ),
  }
}

/** The site's claims: shared through Redis when `REDIS_URL` is set, connected on first use. */
export function siteClaims(redisUrl = process.env.REDIS_URL): Claims {
  if (!redisUrl) return memoryClaims()
  let client: Promise<RedisCommands> | undefined
  return redisClaims(
    () => (client ??= connectRedis(redisUrl, 'the publish webhook') as Promise<RedisCommands>),
  )
}
