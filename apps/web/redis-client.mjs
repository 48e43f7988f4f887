// One way to reach Redis for the shared cache (cache-handler.mjs) and the webhook's claims
// (src/publishing/claims.ts): a client that keeps reconnecting while Redis is away, so its
// users fall back to memory meanwhile, and says so once per outage instead of per retry.
import { createClient } from '@redis/client'

const connectTimeoutMs = 2000

/**
 * A connected client, or one still trying to connect after `connectTimeoutMs`: start serving
 * without Redis rather than wait for it.
 * @param {string} url
 * @param {string} user what the client is for, in the log lines
 */
export async function connectRedis(url, user) {
  const client = createClient({
    url,
    socket: {
      connectTimeout: connectTimeoutMs,
      reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 5000),
    },
  })
  let down = false
  // Never the password a URL may carry: logs are read by more people than secrets.
  const where = redactedUrl(url)
  client.on('error', (error) => {
    if (down) return
    down = true
    console.error(`Redis at ${where} unreachable (${error.message}): ${user} falls back to memory.`)
  })
  client.on('ready', () => {
    if (down) console.error(`Redis at ${where} reachable again (${user}).`)
    down = false
  })
  await Promise.race([
    client.connect().catch(() => {}),
    new Promise((resolve) => setTimeout(resolve, connectTimeoutMs)),
  ])
  return client
}

/** @param {string} url */
function redactedUrl(url) {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'REDIS_URL (not a URL)'
  }
}
