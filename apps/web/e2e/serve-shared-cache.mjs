// Playwright webServer for the shared-cache project: a Redis server, one build against the local
// Content Lake (started by serve-content-lake.mjs, the webServer before this one) with the Redis
// cache handler, and two standalone instances of it that share their ISR cache through Redis.
// Redis may be stopped by the tests; the instances must keep answering.
import { build, exitWith, launch, serve, stop, waitFor } from './processes.mjs'

const [redisPort, apiPort, firstPort, secondPort] = [
  'E2E_REDIS_PORT',
  'E2E_API_PORT',
  'E2E_FIRST_PORT',
  'E2E_SECOND_PORT',
].map((name) => {
  const port = Number(process.env[name])
  if (!port) throw new Error(`${name} must be set`)
  return port
})

const redisUrl = `redis://127.0.0.1:${redisPort}`
const env = {
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: '.next/shared-cache',
  // Required with a Sanity project (src/lib/env.ts).
  NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${firstPort}`,
  NEXT_PUBLIC_SANITY_PROJECT_ID: 'e2e',
  NEXT_PUBLIC_SANITY_DATASET: 'production',
  NEXT_PUBLIC_SANITY_API_HOST: `http://127.0.0.1:${apiPort}`,
  REDIS_URL: redisUrl,
}

async function main() {
  // In memory only: every run starts empty.
  const redis = launch('redis-server', [
    '--port',
    String(redisPort),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ])
  await build(env, 'next build (shared cache)')
  if (redis.exitCode !== null) throw new Error(`redis-server exited with ${redis.exitCode}`)
  const first = exitWith(serve(env.NEXT_DIST_DIR, firstPort, env))
  await waitFor(`http://127.0.0.1:${firstPort}/unternehmen`, first, 'first instance')
  exitWith(serve(env.NEXT_DIST_DIR, secondPort, env))
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  stop(1)
})
