// Where the site's dataset is (its images/ and files/), for build scripts that run before any
// bundler (the web app copies them to its public folder). CONTENT_DATASET_DIR as in
// src/config.ts, which validates it when the site loads its content; unset: the bundled dataset.
import { fileURLToPath } from 'node:url'

export function datasetDir(env = process.env) {
  return env.CONTENT_DATASET_DIR?.trim() || fileURLToPath(new URL('../dataset/', import.meta.url))
}
