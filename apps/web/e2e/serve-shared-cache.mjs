// Playwright webServer for the shared-cache project: a Redis server and two more instances of the
// Content Lake build (served by serve-content-lake.mjs, the webServer before this one, which built
// it without REDIS_URL), started with REDIS_URL: the same build shares its ISR cache through Redis
// when the server is told so (build once, deploy anywhere). Redis may be stopped by the tests; the
// instances must keep answering.
import { exitWith, launch, serve, stop, waitFor } from './processes.mjs'

const [redisPort, sitePort, firstPort, secondPort] = [
  'E2E_REDIS_PORT',
  'E2E_SITE_PORT',
  'E2E_FIRST_PORT',
  'E2E_SECOND_PORT',
].map((name) => {
  const port = Number(process.env[name])
  if (!port) throw new Error(`${name} must be set`)
  return port
})

// Only what the server reads when it starts; the build's own settings are built in.
const env = { NEXT_TELEMETRY_DISABLED: '1', REDIS_URL: `redis://127.0.0.1:${redisPort}` }
const distDir = '.next/content-lake'

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
  // The build is ready once its own server answers (serve-content-lake.mjs builds, then serves).
  const site = `http://127.0.0.1:${sitePort}/unternehmen`
  for (
    let waited = 0;
    !(await fetch(site).then(
      (r) => r.ok,
      () => false,
    ));
    waited += 1
  ) {
    if (waited > 560) throw new Error(`the Content Lake build did not answer at ${site}`)
    if (redis.exitCode !== null) throw new Error(`redis-server exited with ${redis.exitCode}`)
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  const first = exitWith(serve(distDir, firstPort, env))
  await waitFor(`http://127.0.0.1:${firstPort}/unternehmen`, first, 'first instance')
  exitWith(serve(distDir, secondPort, env))
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  stop(1)
})
