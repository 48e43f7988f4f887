import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadDataset, parseDataset } from '../src/dataset'
import { contentLakeImageUrl } from '../src/assets'
import {
  annaImageRef,
  fixtureDatasetDir,
  logoImageRef,
  templateFileName,
  templateFileRef,
} from './fixtures'

describe('loadDataset', () => {
  const documents = loadDataset(fixtureDatasetDir)
  const byId = new Map(documents.map((document) => [document._id, document]))

  it('turns export-form images into asset references, as an import does', () => {
    expect(byId.get('agent-anna')?.image).toEqual({
      _type: 'image',
      asset: { _type: 'reference', _ref: annaImageRef },
      alt: 'Porträt von Anna',
      hotspot: { _type: 'sanity.imageHotspot', x: 0.5, y: 0.5, width: 1, height: 1 },
    })
    expect(JSON.stringify(documents)).not.toContain('_sanityAsset')
  })

  it('adds one image asset document per file with url, type and dimensions', () => {
    const assets = documents.filter((document) => document._type === 'sanity.imageAsset')
    expect(assets.map((asset) => asset._id).sort()).toEqual([logoImageRef, annaImageRef])
    expect(byId.get(annaImageRef)).toMatchObject({
      url: '/content-images/f0e163f576947f4c92ccfcf56bd49a3615763b77-4x3.png',
      extension: 'png',
      mimeType: 'image/png',
      metadata: { dimensions: { width: 4, height: 3, aspectRatio: 4 / 3 } },
    })
  })

  it('turns export-form files into file asset references with a document served by the site', () => {
    expect(byId.get('siteSettings')?.actions).toEqual({
      templateDownload: {
        _type: 'file',
        asset: { _type: 'reference', _ref: templateFileRef },
        fileName: 'interview-vorlage.pdf',
      },
    })
    expect(byId.get(templateFileRef)).toMatchObject({
      _type: 'sanity.fileAsset',
      url: `/content-files/${templateFileName}`,
      extension: 'pdf',
      mimeType: 'application/pdf',
      originalFilename: templateFileName,
    })
    expect(() =>
      parseDataset(
        '{"_id":"a","_type":"x","f":{"_sanityAsset":"file@file://./files/vorlage.pdf"}}',
      ),
    ).toThrow(/expected "file@file:\/\/\.\/files\/<sha1>\.<ext>"/)
  })

  it('points asset urls at the image CDN when asked', () => {
    const cdn = loadDataset(fixtureDatasetDir, {
      imageUrl: contentLakeImageUrl('abc123', 'production'),
    })
    expect(cdn.find((document) => document._id === logoImageRef)?.url).toBe(
      'https://cdn.sanity.io/images/abc123/production/005cac26da4fc3a21c8d4bf9ee694d2cd3444618-6x6.png',
    )
  })

  it('keeps draft documents in the raw load', () => {
    expect(byId.has('drafts.agent-ben')).toBe(true)
    expect(byId.has('drafts.agent-clara')).toBe(true)
  })

  it('names the line of invalid JSON and the document of an unsupported asset', () => {
    expect(() => parseDataset('{"_id":"a","_type":"x"}\n{oops')).toThrow(/line 2/)
    expect(() =>
      parseDataset(
        '{"_id":"a","_type":"x","f":{"_sanityAsset":"image@https://example.com/a.png"}}',
      ),
    ).toThrow(/Document "a" has an unsupported _sanityAsset/)
    expect(() => parseDataset('{"_type":"x"}')).toThrow(/line 1 of data.ndjson has no string _id/)
  })

  it('says where it looked when the dataset is missing', () => {
    expect(() => loadDataset('/nonexistent/dataset')).toThrow(
      /Cannot read the content dataset at \/nonexistent\/dataset\/data.ndjson/,
    )
  })

  describe('with the preview demo’s drafts in their own file', () => {
    let dir: string
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'dataset-'))
      writeFileSync(join(dir, 'data.ndjson'), '{"_id":"faq-1","_type":"faq","question":"Alt?"}\n')
    })
    afterEach(() => rmSync(dir, { recursive: true, force: true }))

    it('loads them in addition to the published documents', () => {
      writeFileSync(
        join(dir, 'preview-drafts.ndjson'),
        '{"_id":"drafts.faq-1","_type":"faq","question":"Neu?"}\n',
      )
      expect(loadDataset(dir)).toEqual([
        { _id: 'faq-1', _type: 'faq', question: 'Alt?' },
        { _id: 'drafts.faq-1', _type: 'faq', question: 'Neu?' },
      ])
    })

    it('needs no such file, and names it when one of its lines is broken', () => {
      expect(loadDataset(dir).map((document) => document._id)).toEqual(['faq-1'])
      writeFileSync(join(dir, 'preview-drafts.ndjson'), '{"_type":"faq"}\n')
      expect(() => loadDataset(dir)).toThrow(/line 1 of preview-drafts.ndjson has no string _id/)
    })
  })
})
