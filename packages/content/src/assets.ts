// Sanity image asset ids and file names. No Node APIs: the web app's image helper imports this in
// any component.

/** What an image asset id `image-<sha1>-<w>x<h>-<ext>` encodes. */
export interface ImageAssetInfo {
  /** The asset document id, also the `_ref` of image fields. */
  id: string
  sha1: string
  width: number
  height: number
  extension: string
  /** `<sha1>-<w>x<h>.<ext>`: the name of the file in an export and on the image CDN. */
  fileName: string
}

const imageRefPattern = /^image-([a-f0-9]{40})-(\d+)x(\d+)-([a-z0-9]+)$/
const imageFilePattern = /^([a-f0-9]{40})-(\d+)x(\d+)\.([a-z0-9]+)$/

const mimeTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  avif: 'image/avif',
}

export function imageMimeType(extension: string): string {
  return mimeTypes[extension] ?? 'application/octet-stream'
}

function toInfo(sha1: string, width: string, height: string, extension: string): ImageAssetInfo {
  return {
    id: `image-${sha1}-${width}x${height}-${extension}`,
    sha1,
    width: Number(width),
    height: Number(height),
    extension,
    fileName: `${sha1}-${width}x${height}.${extension}`,
  }
}

/** Reads an image asset reference; null when it is not one (missing, malformed, a file asset). */
export function parseImageRef(ref: unknown): ImageAssetInfo | null {
  if (typeof ref !== 'string') return null
  const match = imageRefPattern.exec(ref)
  if (!match) return null
  const [, sha1, width, height, extension] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
  ]
  const info = toInfo(sha1, width, height, extension)
  return info.width > 0 && info.height > 0 ? info : null
}

/** Reads an export file name `<sha1>-<w>x<h>.<ext>`; null when it does not have that form. */
export function parseImageFileName(fileName: string): ImageAssetInfo | null {
  const match = imageFilePattern.exec(fileName)
  if (!match) return null
  const [, sha1, width, height, extension] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
  ]
  return toInfo(sha1, width, height, extension)
}

/** What a file asset id `file-<sha1>-<ext>` encodes. */
export interface FileAssetInfo {
  /** The asset document id, also the `_ref` of file fields. */
  id: string
  sha1: string
  extension: string
  /** `<sha1>.<ext>`: the name of the file in an export and on the file CDN. */
  fileName: string
}

const fileNamePattern = /^([a-f0-9]{40})\.([a-z0-9]+)$/

const fileMimeTypes: Record<string, string> = {
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
}

export function fileMimeType(extension: string): string {
  return fileMimeTypes[extension] ?? 'application/octet-stream'
}

/** Reads an export file name `<sha1>.<ext>`; null when it does not have that form. */
export function parseFileName(fileName: string): FileAssetInfo | null {
  const match = fileNamePattern.exec(fileName)
  if (!match) return null
  const [, sha1, extension] = match as unknown as [string, string, string]
  return { id: `file-${sha1}-${extension}`, sha1, extension, fileName }
}

/** The path the web app serves the bundled dataset's image files under (embedded mode). */
export const embeddedImagePath = '/content-images'

/** Where an asset's file is served: a function of its file name. */
export type AssetUrlResolver = (fileName: string) => string

/** Where an image asset's file is served. */
export type ImageUrlResolver = AssetUrlResolver

/** Image URLs of embedded mode: the dataset's files copied into the web app's `public/`. */
export const embeddedImageUrl: ImageUrlResolver = (fileName) => `${embeddedImagePath}/${fileName}`

/** Image URLs of a Content Lake project, as Sanity's image CDN serves them. */
export function contentLakeImageUrl(
  projectId: string,
  dataset: string,
  baseUrl = 'https://cdn.sanity.io',
): ImageUrlResolver {
  return (fileName) => `${baseUrl}/images/${projectId}/${dataset}/${fileName}`
}

/** The path the web app serves the bundled dataset's other files (the PDFs) under. */
export const embeddedFilePath = '/content-files'

/** File URLs of embedded mode: the dataset's `files/` copied into the web app's `public/`. */
export const embeddedFileUrl: AssetUrlResolver = (fileName) => `${embeddedFilePath}/${fileName}`

/** File URLs of a Content Lake project, as Sanity's file CDN serves them. */
export function contentLakeFileUrl(
  projectId: string,
  dataset: string,
  baseUrl = 'https://cdn.sanity.io',
): AssetUrlResolver {
  return (fileName) => `${baseUrl}/files/${projectId}/${dataset}/${fileName}`
}
