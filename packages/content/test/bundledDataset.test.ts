import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseImageFileName, parseImageRef } from '../src/assets'
import {
  bundledDatasetDir,
  DATASET_FILE,
  loadDataset,
  PREVIEW_DRAFTS_FILE,
  readDatasetFiles,
} from '../src/dataset'

/** Pixel size from a PNG, WebP or JPEG header, or an SVG's root element: what Sanity reads. */
function imageSize(data: Buffer): { width: number; height: number } | undefined {
  const svg = /^<svg\b[^>]*>/.exec(data.toString('utf8', 0, 500))?.[0]
  if (svg) {
    const [width, height] = ['width', 'height'].map((name) =>
      Number(new RegExp(`\\s${name}="(\\d+)"`).exec(svg)?.[1]),
    )
    return width && height ? { width, height } : undefined
  }
  if (data.toString('ascii', 1, 4) === 'PNG') {
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) }
  }
  if (data.toString('ascii', 0, 4) === 'RIFF' && data.toString('ascii', 8, 12) === 'WEBP') {
    const chunk = data.toString('ascii', 12, 16)
    if (chunk === 'VP8 ') {
      return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff }
    }
    if (chunk === 'VP8L') {
      const bits = data.readUInt32LE(21)
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
    }
    if (chunk === 'VP8X')
      return { width: data.readUIntLE(24, 3) + 1, height: data.readUIntLE(27, 3) + 1 }
  }
  if (data[0] === 0xff && data[1] === 0xd8) {
    for (let offset = 2; offset < data.length; offset += 2 + data.readUInt16BE(offset + 2)) {
      const marker = data[offset + 1]!
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { width: data.readUInt16BE(offset + 7), height: data.readUInt16BE(offset + 5) }
      }
    }
  }
  return undefined
}

const hasBundledDataset = existsSync(join(bundledDatasetDir, 'data.ndjson'))

// `sanity dataset import` names an uploaded image by its content's sha1 and its pixel size: the
// export's file names must say the same, or references would break after an import.
;(hasBundledDataset ? describe : describe.skip)('the bundled dataset', () => {
  const imagesDir = join(bundledDatasetDir, 'images')
  const files = existsSync(imagesDir) ? readdirSync(imagesDir) : []

  it('loads, with every export-form image turned into a reference', () => {
    const documents = loadDataset()
    expect(documents.length).toBeGreaterThan(0)
    expect(JSON.stringify(documents)).not.toContain('_sanityAsset')
  })

  it.each(files)('names %s by its sha1 and its real size', (file) => {
    const data = readFileSync(join(imagesDir, file))
    const named = parseImageFileName(file)
    expect(named).not.toBeNull()
    expect(createHash('sha1').update(data).digest('hex')).toBe(named?.sha1)
    expect(imageSize(data)).toEqual({ width: named?.width, height: named?.height })
  })

  it('references only image files that exist', () => {
    const text = readDatasetFiles()
      .map((file) => file.text)
      .join('\n')
    const refs = [...text.matchAll(/"image@file:\/\/\.\/images\/([^"]+)"/g)]
    expect(refs.length).toBeGreaterThan(0)
    for (const [, file] of refs) expect(files).toContain(file)
    const assetRefs = loadDataset()
      .filter((document) => document._type === 'sanity.imageAsset')
      .map((document) => parseImageRef(document._id)?.fileName)
    expect(assetRefs.sort()).toEqual([...new Set(refs.map(([, file]) => file))].sort())
  })

  it('imports into production without the preview demo’s drafts, which load in addition', () => {
    const ids = (name: string) =>
      readFileSync(join(bundledDatasetDir, name), 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => (JSON.parse(line) as { _id: string })._id)
    const published = ids(DATASET_FILE)
    const drafts = ids(PREVIEW_DRAFTS_FILE)
    expect(published.filter((id) => id.startsWith('drafts.'))).toEqual([])
    expect(drafts.length).toBeGreaterThan(0)
    for (const id of drafts) {
      expect(id).toMatch(/^drafts\./)
      expect(published).toContain(id.slice('drafts.'.length))
    }
    const loaded = new Set(loadDataset().map((document) => document._id))
    for (const id of [...published, ...drafts]) expect(loaded.has(id)).toBe(true)
  })
})
