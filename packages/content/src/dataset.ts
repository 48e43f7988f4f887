import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, parse as parsePath } from 'node:path'
import {
  embeddedFileUrl,
  embeddedImageUrl,
  fileMimeType,
  imageMimeType,
  parseFileName,
  parseImageFileName,
  type AssetUrlResolver,
  type FileAssetInfo,
  type ImageAssetInfo,
  type ImageUrlResolver,
} from './assets'

export interface SanityDocument {
  _id: string
  _type: string
  [field: string]: unknown
}

export interface LoadDatasetOptions {
  /** Where the synthesised asset documents point their `url` (default: embedded mode's path). */
  imageUrl?: ImageUrlResolver
  /** Where the synthesised file asset documents point their `url` (default: embedded mode's path). */
  fileUrl?: AssetUrlResolver
}

/**
 * The repo's bundled dataset (`packages/content/dataset`). Found from the working directory, not
 * from this module's URL: Next bundles this module, and jest runs it as CommonJS, so neither
 * `import.meta.url` nor `__dirname` is reliable; every command (next, jest, the CLI) runs inside
 * the repo.
 */
export const bundledDatasetDir = findBundledDatasetDir(process.cwd())

function findBundledDatasetDir(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const packageJson = join(dir, 'package.json')
    if (existsSync(packageJson) && readPackageName(packageJson) === '@repo/content') {
      return join(dir, 'dataset')
    }
    if (existsSync(join(dir, 'packages', 'content', 'package.json'))) {
      return join(dir, 'packages', 'content', 'dataset')
    }
    if (dir === parsePath(dir).root) return join(start, 'packages', 'content', 'dataset')
  }
}

function readPackageName(file: string): unknown {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown }).name
  } catch {
    return undefined
  }
}

/** The export a production import takes: published documents only. */
export const DATASET_FILE = 'data.ndjson'
/**
 * The preview demo's drafts, kept out of `data.ndjson` so that importing it into a real project
 * adds no demo drafts; the embedded source and the local Content Lake server load both.
 */
export const PREVIEW_DRAFTS_FILE = 'preview-drafts.ndjson'

/** One NDJSON file of a dataset folder. */
export interface DatasetFile {
  name: string
  text: string
}

/** Reads a dataset folder's files and returns their documents as an import would store them. */
export function loadDataset(
  dir: string = bundledDatasetDir,
  options: LoadDatasetOptions = {},
): SanityDocument[] {
  return parseDataset(readDatasetFiles(dir), options)
}

/**
 * `<dir>/data.ndjson` and, where present, `<dir>/preview-drafts.ndjson`, with an error that says
 * where it looked.
 */
export function readDatasetFiles(dir: string = bundledDatasetDir): DatasetFile[] {
  const drafts = join(dir, PREVIEW_DRAFTS_FILE)
  return [
    { name: DATASET_FILE, text: readText(join(dir, DATASET_FILE)) },
    ...(existsSync(drafts) ? [{ name: PREVIEW_DRAFTS_FILE, text: readText(drafts) }] : []),
  ]
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8')
  } catch (error) {
    throw new Error(`Cannot read the content dataset at ${file}: ${(error as Error).message}`, {
      cause: error,
    })
  }
}

/**
 * Parses NDJSON exports (one text, read as `data.ndjson`, or the files of a dataset folder).
 * Images and files in export form (`_sanityAsset: "image@file://./images/<file>"`,
 * `"file@file://./files/<sha1>.<ext>"`) become asset references, and one `sanity.imageAsset` or
 * `sanity.fileAsset` document is added per file, as `sanity dataset import` does. Draft documents are kept; perspectives decide who sees them.
 */
export function parseDataset(
  input: string | readonly DatasetFile[],
  options: LoadDatasetOptions = {},
): SanityDocument[] {
  const files = typeof input === 'string' ? [{ name: DATASET_FILE, text: input }] : input
  const imageUrl = options.imageUrl ?? embeddedImageUrl
  const fileUrl = options.fileUrl ?? embeddedFileUrl
  const documents: SanityDocument[] = []
  const assets: ExportAssets = { images: new Map(), files: new Map() }

  for (const { name, text } of files) {
    text.split('\n').forEach((line, index) => {
      if (line.trim() === '') return
      const where = `line ${index + 1} of ${name}`
      let value: unknown
      try {
        value = JSON.parse(line)
      } catch (error) {
        throw new Error(`Invalid JSON on ${where}: ${(error as Error).message}`, { cause: error })
      }
      if (!isDocument(value)) throw new Error(`The value on ${where} has no string _id and _type`)
      documents.push(replaceExportAssets(value, value._id, assets) as SanityDocument)
    })
  }

  const ids = new Set(documents.map((document) => document._id))
  for (const asset of assets.images.values()) {
    if (!ids.has(asset.id)) documents.push(imageAssetDocument(asset, imageUrl(asset.fileName)))
  }
  for (const asset of assets.files.values()) {
    if (!ids.has(asset.id)) documents.push(fileAssetDocument(asset, fileUrl(asset.fileName)))
  }
  return documents
}

function isDocument(value: unknown): value is SanityDocument {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SanityDocument)._id === 'string' &&
    typeof (value as SanityDocument)._type === 'string'
  )
}

const exportImagePattern = /^image@file:\/\/\.\/images\/([^/]+)$/
const exportFilePattern = /^file@file:\/\/\.\/files\/([^/]+)$/

interface ExportAssets {
  images: Map<string, ImageAssetInfo>
  files: Map<string, FileAssetInfo>
}

function replaceExportAssets(value: unknown, documentId: string, assets: ExportAssets): unknown {
  if (Array.isArray(value))
    return value.map((item) => replaceExportAssets(item, documentId, assets))
  if (typeof value !== 'object' || value === null) return value

  const result: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(value)) {
    if (key === '_sanityAsset') {
      let id: string
      if (typeof child === 'string' && child.startsWith('file@')) {
        const asset = exportFile(child, documentId)
        assets.files.set((id = asset.id), asset)
      } else {
        const asset = exportImage(child, documentId)
        assets.images.set((id = asset.id), asset)
      }
      result.asset = { _type: 'reference', _ref: id }
    } else {
      result[key] = replaceExportAssets(child, documentId, assets)
    }
  }
  return result
}

function exportImage(value: unknown, documentId: string): ImageAssetInfo {
  const fileName = typeof value === 'string' ? exportImagePattern.exec(value)?.[1] : undefined
  const asset = fileName === undefined ? null : parseImageFileName(fileName)
  if (!asset) {
    throw new Error(
      `Document "${documentId}" has an unsupported _sanityAsset ${JSON.stringify(value)}: ` +
        'expected "image@file://./images/<sha1>-<width>x<height>.<ext>"',
    )
  }
  return asset
}

function exportFile(value: string, documentId: string): FileAssetInfo {
  const fileName = exportFilePattern.exec(value)?.[1]
  const asset = fileName === undefined ? null : parseFileName(fileName)
  if (!asset) {
    throw new Error(
      `Document "${documentId}" has an unsupported _sanityAsset ${JSON.stringify(value)}: ` +
        'expected "file@file://./files/<sha1>.<ext>"',
    )
  }
  return asset
}

function fileAssetDocument(asset: FileAssetInfo, url: string): SanityDocument {
  return {
    _id: asset.id,
    _type: 'sanity.fileAsset',
    assetId: asset.sha1,
    sha1hash: asset.sha1,
    extension: asset.extension,
    mimeType: fileMimeType(asset.extension),
    originalFilename: asset.fileName,
    url,
  }
}

function imageAssetDocument(asset: ImageAssetInfo, url: string): SanityDocument {
  return {
    _id: asset.id,
    _type: 'sanity.imageAsset',
    assetId: asset.sha1,
    sha1hash: asset.sha1,
    extension: asset.extension,
    mimeType: imageMimeType(asset.extension),
    originalFilename: asset.fileName,
    url,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: {
        _type: 'sanity.imageDimensions',
        width: asset.width,
        height: asset.height,
        aspectRatio: asset.width / asset.height,
      },
    },
  }
}
