import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { sanityImport } from '@sanity/import'
import { singletonTypes } from '../schemas'
import { checkDataset } from './checkDataset'
import { datasetDir, loadExportFiles, loadImageFiles, studioSchema, type Document } from './dataset'

// The `sanity dataset import packages/content/dataset/data.ndjson` of docs/sanity-setup.md, run for
// real, offline: the CLI's own importer (@sanity/import) reads the file and the images next to it
// and talks to a recording stand-in for the Content Lake. What it stores must be the bundled
// content.

type Json = Record<string, unknown>
type PathSegment = string | number

/** `a.b[2].c` / `a["3"]` (the importer's paths) as segments. */
function segments(pathText: string): PathSegment[] {
  return [...pathText.matchAll(/([^.[\]"]+)|\[(\d+)\]|\["([^"]+)"\]/g)].map(
    ([, name, index, key]) => (index === undefined ? (name ?? key ?? '') : Number(index)),
  )
}

function parentOf(document: Json, pathText: string, create: boolean) {
  const keys = segments(pathText)
  const last = keys.pop()!
  let parent = document as Record<PathSegment, unknown>
  for (const key of keys) {
    if (parent[key] === undefined && create) parent[key] = {}
    parent = parent[key] as Record<PathSegment, unknown>
    if (parent === undefined) return undefined
  }
  return { parent, last }
}

/** Applies the few patch operations the importer sends. */
function recordingPatch(document: Json) {
  const patch = {
    setIfMissing: (values: Json) => {
      for (const [at, value] of Object.entries(values)) {
        const target = parentOf(document, at, true)!
        target.parent[target.last] ??= value
      }
      return patch
    },
    set: (values: Json) => {
      for (const [at, value] of Object.entries(values)) {
        const target = parentOf(document, at, true)!
        target.parent[target.last] = value
      }
      return patch
    },
    unset: (paths: string[]) => {
      for (const at of paths) {
        const target = parentOf(document, at, false)
        if (target) delete target.parent[target.last]
      }
      return patch
    },
  }
  return patch
}

/** A Content Lake that only remembers: documents by id, uploaded images and files by asset id. */
function offlineContentLake() {
  const stored = new Map<string, Json>()
  /** The asset documents uploads create, by id, with the file name they were uploaded as. */
  const uploads = new Map<string, { filename: string; asset: Json }>()
  const client = {
    config: () => ({ projectId: 'offline', dataset: 'production', token: 'offline' }),
    withConfig: () => client,
    // No asset exists before the import, so every image is uploaded.
    fetch: async () => null,
    transaction: () => {
      const steps: (() => { id: string; operation: string })[] = []
      const transaction = {
        create: (document: Json) => {
          steps.push(() => {
            const id = String(document._id)
            if (stored.has(id)) throw new Error(`Document ${id} already exists`)
            stored.set(id, structuredClone(document))
            return { id, operation: 'create' }
          })
          return transaction
        },
        patch: (id: string, build: (patch: ReturnType<typeof recordingPatch>) => unknown) => {
          steps.push(() => {
            const document = stored.get(id)
            if (!document) throw new Error(`Patch of missing document ${id}`)
            build(recordingPatch(document))
            return { id, operation: 'update' }
          })
          return transaction
        },
        commit: async () => ({ results: steps.map((step) => step()) }),
      }
      return transaction
    },
    assets: {
      upload: async (type: string, buffer: Buffer, { filename }: { filename: string }) => {
        const sha1 = createHash('sha1').update(buffer).digest('hex')
        const image = type === 'image'
        const [, size, extension = ''] = /(?:-(\d+x\d+))?\.(\w+)$/.exec(filename) ?? []
        const id = image ? `image-${sha1}-${size}-${extension}` : `file-${sha1}-${extension}`
        const assetPath = image
          ? `images/offline/production/${sha1}-${size}.${extension}`
          : `files/offline/production/${sha1}.${extension}`
        const asset = {
          _id: id,
          _type: image ? 'sanity.imageAsset' : 'sanity.fileAsset',
          assetId: sha1,
          sha1hash: sha1,
          extension,
          mimeType: image
            ? `image/${extension === 'jpg' ? 'jpeg' : extension}`
            : `application/${extension}`,
          size: buffer.length,
          originalFilename: filename,
          path: assetPath,
          url: `https://cdn.sanity.io/${assetPath}`,
        }
        uploads.set(id, { filename, asset })
        return asset
      },
    },
  }
  return { client, stored, uploads }
}

let lake: ReturnType<typeof offlineContentLake>
let imported: number

beforeAll(async () => {
  lake = offlineContentLake()
  const file = path.join(datasetDir, 'data.ndjson')
  // As `sanity dataset import <file>` calls it: image paths resolve from the file's folder.
  const result = await sanityImport(createReadStream(file), {
    client: lake.client as unknown as Parameters<typeof sanityImport>[1]['client'],
    assetsBase: path.dirname(file),
    operation: 'create',
  })
  imported = result.numDocs
  expect(result.warnings).toEqual([])
}, 120_000)

test('every document is imported once, under its own id', async () => {
  const text = await readFile(path.join(datasetDir, 'data.ndjson'), 'utf8')
  const ids = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => (JSON.parse(line) as Document)._id)
  expect(imported).toBe(ids.length)
  expect([...lake.stored.keys()].sort()).toEqual([...ids].sort())
})

test('every image and file is uploaded, unchanged, and referenced where the dataset named it', async () => {
  // The preview demo drafts' placeholders (proof blocks' logos, screenshot) stay behind.
  const published = await readFile(path.join(datasetDir, 'data.ndjson'), 'utf8')
  const files = [...(await loadImageFiles()).keys(), ...(await loadExportFiles()).keys()].filter(
    (name) => published.includes(`/${name}"`),
  )
  expect(files.length).toBeGreaterThan(20)
  const uploaded = [...lake.uploads.values()]
  expect(uploaded.map((upload) => upload.filename).sort()).toEqual(files.sort())
  for (const { filename, asset } of uploaded)
    expect(filename).toMatch(new RegExp(`^${String(asset.sha1hash)}[-.]`))

  const text = JSON.stringify([...lake.stored.values()])
  expect(text).not.toContain('_sanityAsset')
  for (const id of lake.uploads.keys()) expect(text).toContain(`"_ref":"${id}"`)
})

test('what the import stores matches the schema, references and image assets included', async () => {
  const documents = [...lake.stored.values()]
  expect(JSON.stringify(documents)).not.toContain('"_weak"')
  const assets = [...lake.uploads.values()].map((upload) => upload.asset)
  const problems = checkDataset({
    schema: studioSchema(),
    documents: [...documents, ...assets],
    imageFile: () => undefined,
    singletonTypes,
  })
  expect(problems).toEqual([])
})
