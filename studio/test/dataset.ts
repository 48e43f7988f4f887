import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { evaluate, parse } from 'groq-js'
import { createSchema, validateDocument } from 'sanity'
import sharp from 'sharp'
import { schemaTypes } from '../schemas'
import type { ImageFile } from './checkDataset'

export const datasetDir = path.resolve(__dirname, '../../packages/content/dataset')

export const studioSchema = () => createSchema({ name: 'default', types: schemaTypes })

export type Document = Record<string, unknown> & { _id: string; _type: string }

/** Published documents: what visitors see, and what the content tests describe. */
export async function loadDocuments(dir = datasetDir): Promise<Document[]> {
  return (await loadAllDocuments(dir)).filter((document) => !document._id.startsWith('drafts.'))
}

/** Every stored document, including the drafts the bundled dataset carries for previews. */
export async function loadAllDocuments(dir = datasetDir): Promise<Document[]> {
  const text = await readFile(path.join(dir, 'data.ndjson'), 'utf8')
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Document)
}

/** Dimensions and SHA-1 of every file in the dataset's `images/` folder. */
export async function loadImageFiles(dir = datasetDir): Promise<Map<string, ImageFile>> {
  const imagesDir = path.join(dir, 'images')
  const files = new Map<string, ImageFile>()
  for (const name of await readdir(imagesDir)) {
    const buffer = await readFile(path.join(imagesDir, name))
    const { width = 0, height = 0 } = await sharp(buffer).metadata()
    files.set(name, { width, height, sha1: createHash('sha1').update(buffer).digest('hex') })
  }
  return files
}

const LOCAL_IMAGE = /^image@file:\/\/\.\/images\/([0-9a-f]{40})-(\d+x\d+)\.(\w+)$/

/**
 * The document as `sanity dataset import` stores it: local image files become references to
 * the image assets the upload creates (`image-<sha1>-<w>x<h>-<ext>`).
 */
export function asImported<T>(value: T): T {
  if (Array.isArray(value)) return value.map(asImported) as T
  if (typeof value !== 'object' || value === null) return value
  const { _sanityAsset: source, ...rest } = value as Record<string, unknown>
  const copy = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, asImported(v)]))
  const match = typeof source === 'string' ? LOCAL_IMAGE.exec(source) : null
  if (match) copy.asset = { _type: 'reference', _ref: `image-${match[1]}-${match[2]}-${match[3]}` }
  return copy as T
}

export interface ValidationIssue {
  documentId: string
  path: string
  level: string
  message: string
}

/** Runs the Studio's own validation rules (the ones editors see) on every document. */
export async function studioValidation(
  schema: ReturnType<typeof studioSchema>,
  documents: Document[],
): Promise<ValidationIssue[]> {
  const ids = new Set(documents.map((document) => document._id))
  const imported = documents.map(asImported)
  // Validators that query (e.g. slug uniqueness) read the dataset itself, offline.
  const client = {
    withConfig: () => client,
    fetch: async (query: string, params: Record<string, unknown> = {}) =>
      (await evaluate(parse(query, { params }), { dataset: imported, params })).get(),
  }
  const workspace = {
    schema,
    getClient: () => client,
    i18n: {
      t: (key: string, values?: object) => `${key} ${JSON.stringify(values ?? {})}`,
      loadNamespaces: async () => undefined,
    },
  } as unknown as Parameters<typeof validateDocument>[0]['workspace']
  const issues: ValidationIssue[] = []
  for (const document of documents) {
    const markers = await validateDocument({
      document: asImported(document) as Parameters<typeof validateDocument>[0]['document'],
      workspace,
      // Image assets exist once the import has uploaded the files.
      getDocumentExists: async ({ id }) => ids.has(id) || id.startsWith('image-'),
      environment: 'cli',
    })
    for (const marker of markers) {
      issues.push({
        documentId: document._id,
        path: marker.path
          .map((segment) => (typeof segment === 'object' ? JSON.stringify(segment) : segment))
          .join('.'),
        level: marker.level,
        message: marker.message,
      })
    }
  }
  return issues
}
