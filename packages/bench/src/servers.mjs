import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { repoRoot } from './config.mjs'

const running = new Set()

/** The environment of a production build from the bundled content: no Sanity project, no Redis. */
export function embeddedEnv() {
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
  for (const key of Object.keys(env)) {
    if (key.startsWith('NEXT_PUBLIC_SANITY_') || key.startsWith('SANITY_')) delete env[key]
  }
  // The cache in this process's memory, the default build folder: the servers start from there.
  delete env.REDIS_URL
  delete env.NEXT_DIST_DIR
  return env
}

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: repoRoot, ...options })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    )
  })
}

/** Builds both apps one after the other (the machine has two cores; parallel builds just thrash). */
export async function buildAll(siteList) {
  const filters = siteList.flatMap((site) => ['--filter', site.workspace])
  await run(
    'npx',
    ['turbo', 'run', 'build', ...filters, '--concurrency=1', '--output-logs=errors-only'],
    {
      env: embeddedEnv(),
    },
  )
}

/**
 * Starts the app's standalone server (traced from the repository root, so the app sits at its
 * repository path inside it) on loopback, in its own process group so stopAll() ends its children.
 */
export async function start(site) {
  const server = path.join(
    site.dir,
    '.next/standalone',
    path.relative(repoRoot, site.dir),
    'server.js',
  )
  if (!existsSync(server)) {
    throw new Error(`${server} is missing: build first (without --skip-build)`)
  }
  const child = spawn(process.execPath, [server], {
    env: { ...embeddedEnv(), PORT: String(site.port), HOSTNAME: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  running.add(child)
  child.on('exit', () => running.delete(child))
  const url = `http://127.0.0.1:${site.port}`
  servers.set(url, child)
  await waitForHttp(`${url}/`, child)
  return url
}

/** The started servers by their origin, for their memory. */
const servers = new Map()

/**
 * The resident memory (RSS) of the server at `url`, in MB: what the host has to hold for it, the
 * heap, Next's caches and the code included. Linux only (/proc); null elsewhere.
 */
export async function residentMegabytes(url) {
  const pid = servers.get(url)?.pid
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8')
    return residentFromStatus(status)
  } catch {
    return null
  }
}

/** VmRSS of a /proc/<pid>/status text, in MB. */
export function residentFromStatus(status) {
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]
  return kilobytes === undefined ? null : Math.round(Number(kilobytes) / 1024)
}

async function waitForHttp(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server for ${url} exited with ${child.exitCode}`)
    try {
      await fetch(url, { redirect: 'manual' })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  throw new Error(`server for ${url} did not answer within ${timeoutMs / 1000} s`)
}

export function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  running.clear()
}

/**
 * The site's pages are ISR: the first request REVALIDATE_SECONDS (an hour by default) after a page
 * was generated gets the stale page and starts a render in the background. That hourly cost would
 * land inside whichever measurement is running, so each step first requests every page until it
 * is no longer STALE. Returns the paths that were stale.
 */
export async function refreshStalePages(baseUrl, paths, timeoutMs = 30_000) {
  const stale = []
  for (const path of paths) {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const response = await fetch(baseUrl + path, { redirect: 'manual' })
      await response.arrayBuffer()
      if (response.headers.get('x-nextjs-cache') !== 'STALE') break
      if (!stale.includes(path)) stale.push(path)
      if (Date.now() > deadline) {
        throw new Error(`${path} was still stale after ${timeoutMs / 1000} s`)
      }
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  return stale
}
