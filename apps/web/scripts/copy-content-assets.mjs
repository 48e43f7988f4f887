// Copies the content dataset's images and files to public/content-images/ and
// public/content-files/, where embedded mode serves them (see src/lib/image.ts; next.config.ts
// makes the files downloads). Run before `next dev` and `next build`; the content package says
// which dataset (the bundled one, or CONTENT_DATASET_DIR).
import { cpSync, existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { datasetDir } from '@repo/content/dataset-dir'

const dataset = datasetDir()
const folders = [
  ['images', 'content-images'],
  ['files', 'content-files'],
]

for (const [from, to] of folders) {
  const source = join(dataset, from)
  const target = fileURLToPath(new URL(`../public/${to}/`, import.meta.url))
  if (!existsSync(source)) {
    console.error(
      `copy-content-assets: ${source} does not exist; the dataset's ${from} are missing.`,
    )
    process.exit(1)
  }
  // Start empty so assets removed from the dataset disappear from the site too.
  rmSync(target, { recursive: true, force: true })
  cpSync(source, target, { recursive: true })
  console.log(`copy-content-assets: copied ${source} to ${target}`)
}
