// After `next build`: writes the routes and redirects published at build time into the build, so
// a server that starts while the content cannot be read still tells pages from unknown paths and
// sends old paths on (src/proxy.ts).
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { buildRedirectsFile, buildRoutesFile, readPageIndex } from '../src/content/pageIndex'

function write(name: string, entries: unknown[]) {
  const distDir = process.env.NEXT_DIST_DIR || '.next'
  const file = path.join(__dirname, '..', distDir, name)
  writeFileSync(file, JSON.stringify(entries))
  console.log(`write-published-routes: ${entries.length} in ${path.relative(process.cwd(), file)}`)
}

async function main() {
  const { routes, redirects } = await readPageIndex()
  write(buildRoutesFile, [...routes].sort())
  write(buildRedirectsFile, [...redirects])
}

main().catch((error: unknown) => {
  console.error('write-published-routes:', error)
  process.exit(1)
})
