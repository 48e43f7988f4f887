// Where the images of the site's dataset are, for build scripts that run before any bundler (the
// web app copies them to its public folder). CONTENT_DATASET_DIR as in src/config.ts, which
// validates it when the site loads its content; unset: the bundled dataset.
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export function datasetImagesDir(env = process.env) {
  const dir = env.CONTENT_DATASET_DIR?.trim()
  return dir ? join(dir, 'images') : fileURLToPath(new URL('../dataset/images/', import.meta.url))
}
