// Copies the bundled dataset's image files to public/content-images/, where embedded mode serves
// them (see src/lib/image.ts). Run before `next dev` and `next build`.
import { cpSync, existsSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const source = fileURLToPath(new URL('../../../packages/content/dataset/images/', import.meta.url))
const target = fileURLToPath(new URL('../public/content-images/', import.meta.url))

if (!existsSync(source)) {
  console.error(`copy-content-images: ${source} does not exist; the bundled dataset is missing.`)
  process.exit(1)
}
// Start empty so images removed from the dataset disappear from the site too.
rmSync(target, { recursive: true, force: true })
cpSync(source, target, { recursive: true })
console.log(`copy-content-images: copied ${source} to ${target}`)
