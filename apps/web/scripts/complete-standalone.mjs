// After `next build`: copies what Next leaves out of the standalone server (public/, the
// build's static files and the routes and redirects published at build time) into it, so
// <distDir>/standalone runs anywhere on its own:
//   node <distDir>/standalone/apps/web/server.js
import { cpSync, existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const appDir = fileURLToPath(new URL('..', import.meta.url))
const distDir = process.env.NEXT_DIST_DIR || '.next'
// next.config.ts traces from the repository root, so the app sits at its repository path.
const standaloneApp = path.join(appDir, distDir, 'standalone', 'apps', 'web')

if (!existsSync(path.join(standaloneApp, 'server.js'))) {
  console.error(`complete-standalone: no server.js in ${standaloneApp}; did next build run?`)
  process.exit(1)
}
for (const [from, to] of [
  [path.join(appDir, 'public'), path.join(standaloneApp, 'public')],
  [path.join(appDir, distDir, 'static'), path.join(standaloneApp, distDir, 'static')],
  ...['published-routes.json', 'published-redirects.json'].map((file) => [
    path.join(appDir, distDir, file),
    path.join(standaloneApp, distDir, file),
  ]),
]) {
  rmSync(to, { recursive: true, force: true })
  cpSync(from, to, { recursive: true })
}
console.log(`complete-standalone: ${path.relative(appDir, standaloneApp)} is ready`)
