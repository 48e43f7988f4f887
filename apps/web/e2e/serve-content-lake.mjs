// Playwright webServer for the content-lake project: starts the local Content Lake server
// (packages/content-lake-server), builds the site against it into its own dist dir (the embedded build in .next
// stays untouched) and serves that build's standalone server. Ends its children when Playwright
// stops it. E2E_REUSE_CONTENT_LAKE_BUILD=1 skips the build when one exists (local iteration only).
import { existsSync } from 'node:fs'
import path from 'node:path'
import {
  bin,
  build,
  exitWith,
  launch,
  repoRoot,
  serve,
  stop,
  waitFor,
  webDir,
} from './processes.mjs'

// Ports come from playwright.config.ts (e2e/ports.ts).
const sitePort = Number(process.env.E2E_SITE_PORT)
const apiPort = Number(process.env.E2E_API_PORT)
const controlPort = Number(process.env.E2E_CONTROL_PORT)
if (!sitePort || !apiPort || !controlPort) {
  throw new Error('E2E_SITE_PORT, E2E_API_PORT and E2E_CONTROL_PORT must be set')
}
// The Content Lake server keeps drafts private; the site reads them (preview) with this token.
const token = process.env.E2E_CONTENT_LAKE_TOKEN
if (!token) throw new Error('E2E_CONTENT_LAKE_TOKEN must be set')
// Inside .next, so git, prettier, eslint and tsc skip it like the main build. A main `next build`
// clears it; every e2e run builds it afresh anyway.
const distDir = '.next/content-lake'
const api = `http://127.0.0.1:${apiPort}`

const env = {
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: distDir,
  // Required with a Sanity project (src/lib/env.ts): the origin this build is served on.
  NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${sitePort}`,
  NEXT_PUBLIC_SANITY_PROJECT_ID: 'e2e',
  NEXT_PUBLIC_SANITY_DATASET: 'production',
  NEXT_PUBLIC_SANITY_API_HOST: api,
  SANITY_API_READ_TOKEN: token,
  CONTENT_LAKE_TOKEN: token,
}

async function main() {
  const lake = exitWith(
    launch(
      bin('tsx'),
      [
        path.join(repoRoot, 'packages/content-lake-server/src/bin.ts'),
        '--port',
        String(apiPort),
        '--project-id',
        env.NEXT_PUBLIC_SANITY_PROJECT_ID,
        '--dataset',
        env.NEXT_PUBLIC_SANITY_DATASET,
        '--control-port',
        String(controlPort),
      ],
      { cwd: repoRoot, env: { ...process.env, ...env } },
    ),
  )
  await waitFor(
    `${api}/v2025-10-01/data/query/production?query=count(*)`,
    lake,
    'Content Lake server',
  )

  const reuse = process.env.E2E_REUSE_CONTENT_LAKE_BUILD === '1'
  if (!(reuse && existsSync(path.join(webDir, distDir, 'BUILD_ID')))) {
    await build(env, 'next build (Content Lake)')
  }
  exitWith(serve(distDir, sitePort, env))
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  stop(1)
})
