// After `next build`: writes the routes published at build time into the build, so a server that
// starts while the content cannot be read still tells pages from unknown paths (src/proxy.ts).
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { buildRoutesFile, readPublishedRoutes } from '../src/lib/pageIndex'

async function main() {
  const distDir = process.env.NEXT_DIST_DIR || '.next'
  const file = path.join(__dirname, '..', distDir, buildRoutesFile)
  const routes = [...(await readPublishedRoutes())].sort()
  writeFileSync(file, JSON.stringify(routes))
  console.log(
    `write-published-routes: ${routes.length} routes in ${path.relative(process.cwd(), file)}`,
  )
}

main().catch((error: unknown) => {
  console.error('write-published-routes:', error)
  process.exit(1)
})
