import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { deDELocale } from '@sanity/locale-de-de'
import { evaluate, parse } from 'groq-js'
import {
  createSchema,
  validateDocument,
  type LocaleDefinition,
  type LocaleResourceBundle,
} from 'sanity'
import sharp from 'sharp'
import { factsFrom, factsQuery, resolveFacts, type FactsResult } from '@repo/content/facts'
import { schemaTypes } from '../schemas'
import type { ImageFile } from './checkDataset'

export const datasetDir = path.resolve(__dirname, '../../packages/content/dataset')

export const studioSchema = () => createSchema({ name: 'default', types: schemaTypes })

export type Document = Record<string, unknown> & { _id: string; _type: string }

/** Published documents: what visitors see, and what the content tests describe. */
// Loose writes into the dataset: a wrong guess about the shape fails the test.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = Record<string, any>

/** The documents with the one of id `id` changed (in a copy) by `change`. */
export const withChange = (documents: Document[], id: string, change: (document: Loose) => void) =>
  documents.map((document) => {
    if (document._id !== id) return document
    const copy = structuredClone(document) as Loose
    change(copy)
    return copy as Document
  })

export async function loadDocuments(dir = datasetDir): Promise<Document[]> {
  return (await loadAllDocuments(dir)).filter((document) => !document._id.startsWith('drafts.'))
}

/** Documents as visitors read them: fact placeholders (`{{kennzahl.…}}`) resolved. */
export async function asRead(documents: Document[]): Promise<Document[]> {
  const result = await evaluate(parse(factsQuery), { dataset: documents })
  return resolveFacts(documents, factsFrom((await result.get()) as FactsResult))
}

/**
 * A page with its sections also under their keys (`page.hero`): the bundled pages key each
 * section by its role on the page. Other documents as they are.
 */
export function withSectionKeys<T extends Document>(document: T): T {
  if (document._type !== 'page' || !Array.isArray(document.sections)) return document
  const sections = document.sections as { _key: string }[]
  return { ...Object.fromEntries(sections.map((section) => [section._key, section])), ...document }
}

/** The documents of one NDJSON file of the dataset folder, as stored. */
export async function loadDatasetFile(name: string, dir = datasetDir): Promise<Document[]> {
  const text = await readFile(path.join(dir, name), 'utf8')
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Document)
}

/**
 * Every stored document: the production import (`data.ndjson`) and the preview demo's drafts
 * (`preview-drafts.ndjson`).
 */
export async function loadAllDocuments(dir = datasetDir): Promise<Document[]> {
  return [
    ...(await loadDatasetFile('data.ndjson', dir)),
    ...(await loadDatasetFile('preview-drafts.ndjson', dir)),
  ]
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

/** SHA-1 of every file in the dataset's `files/` folder (the PDFs), by name. */
export async function loadExportFiles(dir = datasetDir): Promise<Map<string, string>> {
  const filesDir = path.join(dir, 'files')
  const files = new Map<string, string>()
  for (const name of await readdir(filesDir)) {
    const buffer = await readFile(path.join(filesDir, name))
    files.set(name, createHash('sha1').update(buffer).digest('hex'))
  }
  return files
}

const LOCAL_FILE = /^file@file:\/\/\.\/files\/([0-9a-f]{40})\.(\w+)$/
const LOCAL_IMAGE = /^image@file:\/\/\.\/images\/([0-9a-f]{40})-(\d+x\d+)\.(\w+)$/

/**
 * The document as `sanity dataset import` stores it: local image files become references to
 * the image and file assets the upload creates (`image-<sha1>-<w>x<h>-<ext>`, `file-<sha1>-<ext>`).
 */
export function asImported<T>(value: T): T {
  if (Array.isArray(value)) return value.map(asImported) as T
  if (typeof value !== 'object' || value === null) return value
  const { _sanityAsset: source, ...rest } = value as Record<string, unknown>
  const copy = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, asImported(v)]))
  const match = typeof source === 'string' ? LOCAL_IMAGE.exec(source) : null
  if (match) copy.asset = { _type: 'reference', _ref: `image-${match[1]}-${match[2]}-${match[3]}` }
  const file = typeof source === 'string' ? LOCAL_FILE.exec(source) : null
  if (file) copy.asset = { _type: 'reference', _ref: `file-${file[1]}-${file[2]}` }
  return copy as T
}

export interface ValidationIssue {
  documentId: string
  path: string
  level: string
  message: string
}

type Workspace = Parameters<typeof validateDocument>[0]['workspace']
type Resources = Record<string, string>

let germanMessages: Promise<Resources> | undefined

/** The validation messages of the Studio's German locale (the plugin in `sanity.config.ts`). */
function loadGermanMessages(): Promise<Resources> {
  germanMessages ??= (async () => {
    // The plugin lists its locale as a plain array; its type also allows a resolver function.
    const [locale] = deDELocale().i18n?.locales as LocaleDefinition[]
    const bundle = locale?.bundles?.find(
      (candidate): candidate is LocaleResourceBundle =>
        'namespace' in candidate && candidate.namespace === 'validation',
    )
    const loaded = (await (bundle?.resources as () => Promise<unknown>)()) as {
      default?: Resources
    } & Resources
    return loaded.default ?? loaded
  })()
  return germanMessages
}

/**
 * i18next's lookup for the few features the validation messages use: `context` and plural
 * suffixes, `{{value}}` interpolation. An untranslated key stays visible as the key.
 */
function translate(resources: Resources, key: string, values: Record<string, unknown> = {}) {
  const bare = key.replace(/^validation:/, '')
  const candidates = [
    values.context === undefined ? undefined : `${bare}_${String(values.context)}`,
    values.count === undefined ? undefined : `${bare}_${values.count === 1 ? 'one' : 'other'}`,
    bare,
  ]
  const found = candidates.find((candidate) => candidate && resources[candidate] !== undefined)
  if (!found) return key
  return (resources[found] ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    String(values[name] ?? ''),
  )
}

export interface ValidationOptions {
  /** Ids of the documents to validate; all others only serve as reference targets. */
  only?: readonly string[]
}

/**
 * Runs the Studio's own validation rules on the documents, with the messages editors see in the
 * German Studio.
 */
export async function studioValidation(
  schema: ReturnType<typeof studioSchema>,
  documents: Document[],
  { only }: ValidationOptions = {},
): Promise<ValidationIssue[]> {
  const ids = new Set(documents.map((document) => document._id))
  const imported = documents.map(asImported)
  // Validators that query (e.g. slug uniqueness) read the dataset itself, offline.
  const client = {
    withConfig: () => client,
    fetch: async (query: string, params: Record<string, unknown> = {}) =>
      (await evaluate(parse(query, { params }), { dataset: imported, params })).get(),
  }
  const resources = await loadGermanMessages()
  const workspace = {
    schema,
    getClient: () => client,
    i18n: {
      t: (key: string, values?: Record<string, unknown>) => translate(resources, key, values),
      loadNamespaces: async () => undefined,
    },
  } as unknown as Workspace
  const selected = only ? imported.filter((document) => only.includes(document._id)) : imported
  const issues: ValidationIssue[] = []
  for (const document of selected) {
    const markers = await validateDocument({
      document: document as Parameters<typeof validateDocument>[0]['document'],
      workspace,
      // Image and file assets exist once the import has uploaded the files.
      getDocumentExists: async ({ id }) =>
        ids.has(id) || id.startsWith('image-') || id.startsWith('file-'),
      // As editors see it: the CLI environment adds unknown-field warnings that reset the messages
      // of required objects (checkDataset reports unknown fields instead).
      environment: 'studio',
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
