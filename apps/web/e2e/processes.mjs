// Child processes of the e2e webServer scripts (serve-*.mjs): started with the script's
// environment, ended with it, waited for until they answer.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const repoRoot = path.resolve(webDir, '../..')
export const bin = (name) => path.join(repoRoot, 'node_modules/.bin', name)

const children = new Set()

/** Starts a child that inherits stdio and `env` (default: this process's environment). */
export function launch(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options })
  children.add(child)
  child.on('exit', () => children.delete(child))
  return child
}

/** Ends every child, then this process. */
export function stop(code) {
  for (const child of children) child.kill('SIGTERM')
  process.exit(code)
}
process.on('SIGTERM', () => stop(0))
process.on('SIGINT', () => stop(0))

/** Resolves when the child exits with 0. */
export function finished(child, what) {
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${what} failed (${code})`)),
    ),
  )
}

/** Resolves once `url` answers 2xx; fails if the child exits first or after a minute. */
export async function waitFor(url, child, what) {
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

/** The app's `npm run build` (next build, then the standalone folder) with `env` added. */
export function build(env, what) {
  return finished(
    launch('npm', ['run', 'build'], { cwd: webDir, env: { ...process.env, ...env } }),
    what,
  )
}

/** The build's standalone server on 127.0.0.1:`port`, with `env` added. */
export function serve(distDir, port, env) {
  return launch(process.execPath, [path.join(distDir, 'standalone/apps/web/server.js')], {
    cwd: webDir,
    env: { ...process.env, ...env, PORT: String(port), HOSTNAME: '127.0.0.1' },
  })
}

/** Exits with the child's code when it exits (a server that dies ends the test run's server). */
export function exitWith(child) {
  child.on('exit', (code) => stop(code ?? 1))
  return child
}
