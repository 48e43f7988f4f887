// Playwright webServer for the content-lake project: starts the local Content Lake server from
// packages/content, builds the site against it into its own dist dir (the embedded build in .next
// stays untouched) and serves that build. Ends its children when Playwright stops it.
// E2E_REUSE_CONTENT_LAKE_BUILD=1 skips the build when one exists (local iteration only).
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const repoRoot = path.resolve(webDir, '../..')
const bin = (name) => path.join(repoRoot, 'node_modules/.bin', name)

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
  ...process.env,
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

const children = new Set()

function launch(command, args, options) {
  const child = spawn(command, args, { stdio: 'inherit', env, ...options })
  children.add(child)
  child.on('exit', () => children.delete(child))
  return child
}

function stop(code) {
  for (const child of children) child.kill('SIGTERM')
  process.exit(code)
}
process.on('SIGTERM', () => stop(0))
process.on('SIGINT', () => stop(0))

function finished(child, what) {
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${what} failed (${code})`)),
    ),
  )
}

async function waitFor(url, child, what) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${what} did not answer at ${url}`)
}

async function main() {
  // Without distDir from NEXT_DIST_DIR this build would overwrite the embedded build in .next.
  if (!readFileSync(path.join(webDir, 'next.config.ts'), 'utf8').includes('NEXT_DIST_DIR')) {
    throw new Error(
      'apps/web/next.config.ts must set distDir from NEXT_DIST_DIR for this e2e build',
    )
  }

  const lake = launch(
    bin('tsx'),
    [
      path.join(repoRoot, 'packages/content/src/bin/content-lake-server.ts'),
      '--port',
      String(apiPort),
      '--project-id',
      env.NEXT_PUBLIC_SANITY_PROJECT_ID,
      '--dataset',
      env.NEXT_PUBLIC_SANITY_DATASET,
      '--control-port',
      String(controlPort),
    ],
    { cwd: repoRoot },
  )
  lake.on('exit', (code) => stop(code ?? 1))
  await waitFor(
    `${api}/v2025-10-01/data/query/production?query=count(*)`,
    lake,
    'Content Lake server',
  )

  const reuse = process.env.E2E_REUSE_CONTENT_LAKE_BUILD === '1'
  if (!(reuse && existsSync(path.join(webDir, distDir, 'BUILD_ID')))) {
    await finished(launch(bin('next'), ['build'], { cwd: webDir }), 'next build (Content Lake)')
  }

  const site = launch(bin('next'), ['start', '-p', String(sitePort), '-H', '127.0.0.1'], {
    cwd: webDir,
  })
  site.on('exit', (code) => stop(code ?? 1))
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  stop(1)
})
