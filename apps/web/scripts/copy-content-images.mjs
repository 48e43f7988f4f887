// Copies the content dataset's image files to public/content-images/, where embedded mode serves
// them (see src/lib/image.ts). Run before `next dev` and `next build`; the content package says
// which dataset (the bundled one, or CONTENT_DATASET_DIR).
import { cpSync, existsSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { datasetImagesDir } from '@repo/content/dataset-images'

const source = datasetImagesDir()
const target = fileURLToPath(new URL('../public/content-images/', import.meta.url))

if (!existsSync(source)) {
  console.error(`copy-content-images: ${source} does not exist; the dataset's images are missing.`)
  process.exit(1)
}
// Start empty so images removed from the dataset disappear from the site too.
rmSync(target, { recursive: true, force: true })
cpSync(source, target, { recursive: true })
console.log(`copy-content-images: copied ${source} to ${target}`)
