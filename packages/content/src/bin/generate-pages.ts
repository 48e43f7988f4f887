// Writes a dataset for scale tests: the bundled one plus generated pages (src/generatePages.ts).
// Usage: npm run generate-pages --workspace=@repo/content -- --out <folder> [--pages 1000] [--seed 1]
// Then build or serve the site on it with CONTENT_DATASET_DIR=<folder, absolute>.
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { bundledDatasetDir, readDatasetFiles, type SanityDocument } from '../dataset'
import { generatePages, toNdjson } from '../generatePages'

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    pages: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '1' },
  },
})

if (!values.out) {
  console.error('generate-pages: --out <folder> is required (the dataset folder to write).')
  process.exit(1)
}
// npm runs workspace scripts in the package's folder: a relative --out means the caller's folder.
const out = resolve(process.env.INIT_CWD ?? process.cwd(), values.out)
if (out === resolve(bundledDatasetDir)) {
  console.error('generate-pages: --out is the bundled dataset; choose another folder.')
  process.exit(1)
}

// The published documents (data.ndjson, the first file); preview drafts stay out.
const exported = readDatasetFiles()[0]!
  .text.split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as SanityDocument)
const documents = generatePages({
  documents: exported,
  pages: Number(values.pages),
  seed: Number(values.seed),
})

mkdirSync(out, { recursive: true })
writeFileSync(join(out, 'data.ndjson'), toNdjson(documents))
rmSync(join(out, 'images'), { recursive: true, force: true })
cpSync(join(bundledDatasetDir, 'images'), join(out, 'images'), { recursive: true })
const pages = documents.filter(
  (document) => document._type === 'page' && !document._id.startsWith('drafts.'),
).length
console.log(`generate-pages: ${documents.length} documents, ${pages} published pages, in ${out}`)
