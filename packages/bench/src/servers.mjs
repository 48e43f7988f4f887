import { spawn } from 'node:child_process'
import path from 'node:path'
import { repoRoot } from './config.mjs'

const nextBin = path.join(repoRoot, 'node_modules/.bin/next')
const running = new Set()

/** The environment of a production build from the bundled content: no Sanity project configured. */
export function embeddedEnv() {
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
  for (const key of Object.keys(env)) {
    if (key.startsWith('NEXT_PUBLIC_SANITY_') || key.startsWith('SANITY_')) delete env[key]
  }
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

/** Starts `next start` on loopback in its own process group, so stopAll() ends its children too. */
export async function start(site) {
  const child = spawn(nextBin, ['start', '-p', String(site.port), '-H', '127.0.0.1'], {
    cwd: site.dir,
    env: embeddedEnv(),
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  running.add(child)
  child.on('exit', () => running.delete(child))
  await waitForHttp(`http://127.0.0.1:${site.port}/`, child)
  return `http://127.0.0.1:${site.port}`
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
