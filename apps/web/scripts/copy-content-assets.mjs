// Copies the bundled dataset's images and files to public/content-images/ and
// public/content-files/, where embedded mode serves them (see src/lib/image.ts; next.config.ts
// makes the files downloads). Run before `next dev` and `next build`.
import { cpSync, existsSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const folders = [
  ['images', 'content-images'],
  ['files', 'content-files'],
]

for (const [from, to] of folders) {
  const source = fileURLToPath(
    new URL(`../../../packages/content/dataset/${from}/`, import.meta.url),
  )
  const target = fileURLToPath(new URL(`../public/${to}/`, import.meta.url))
  if (!existsSync(source)) {
    console.error(`copy-content-assets: ${source} does not exist; the bundled dataset is missing.`)
    process.exit(1)
  }
  // Start empty so assets removed from the dataset disappear from the site too.
  rmSync(target, { recursive: true, force: true })
  cpSync(source, target, { recursive: true })
  console.log(`copy-content-assets: copied ${source} to ${target}`)
}
