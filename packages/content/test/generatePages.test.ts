import { readDatasetFiles, type SanityDocument } from '../src/dataset'
import { readLength } from '../src/facts'
import { generatePages, generatedSlug, toNdjson } from '../src/generatePages'
import { slugProblem } from '../src/paths'

// The published documents (data.ndjson, the first file); preview drafts stay out.
const exported = readDatasetFiles()[0]!
  .text.split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as SanityDocument)

interface Page extends SanityDocument {
  slug: { current: string }
  sections: { _key: string; _type: string }[]
  seo: { title: string; description?: string }
}

const generated = (documents: SanityDocument[]) =>
  documents.slice(exported.length) as unknown as Page[]

describe('generatePages', () => {
  const documents = generatePages({ documents: exported, pages: 200 })
  const pages = generated(documents)

  it('keeps the bundled documents and adds the pages asked for', () => {
    expect(documents.slice(0, exported.length)).toEqual(exported)
    expect(pages).toHaveLength(200)
    expect(pages.every((page) => page._type === 'page')).toBe(true)
  })

  it('gives every page a path editors could have chosen, not taken by another document', () => {
    const paths = documents
      .filter((document) => document._type === 'page' && !document._id.startsWith('drafts.'))
      .map((document) => (document as Page).slug.current)
    expect(new Set(paths).size).toBe(paths.length)
    for (const page of pages) expect(slugProblem(page.slug.current)).toBeUndefined()
    expect(new Set(documents.map((document) => document._id)).size).toBe(documents.length)
  })

  it('mixes nested paths, talent pages and section lists', () => {
    const slugs = pages.map((page) => page.slug.current)
    expect(slugs).toContain('kampagne/seite-0001')
    expect(generatedSlug(15)).toBe('talente/kampagne/quereinstieg/seite-0015')
    expect(slugs.filter((slug) => slug.startsWith('talente/kampagne/'))).toHaveLength(40)
    expect(slugs.filter((slug) => slug.split('/').length > 2).length).toBeGreaterThan(50)
    const sequences = new Set(pages.map((page) => page.sections.map((s) => s._type).join()))
    expect(sequences.size).toBeGreaterThan(50)
  })

  it('opens every page with a hero and gives each section a fresh key', () => {
    const bundledKeys = new Set(
      exported.flatMap((document) =>
        document._type === 'page' ? (document as Page).sections.map((s) => s._key) : [],
      ),
    )
    for (const page of pages) {
      expect(page.sections[0]?._type).toMatch(/^(heroSection|resourceHeroSection)$/)
      const keys = page.sections.map((section) => section._key)
      expect(new Set(keys).size).toBe(keys.length)
      for (const key of keys) expect(bundledKeys.has(key)).toBe(false)
    }
  })

  it('fills title and SEO within the Studio’s limits', () => {
    for (const page of pages) {
      expect(readLength(page.seo.title)).toBeLessThanOrEqual(60)
      expect(page.seo.title).toMatch(/^Kampagne \d{4}: /)
      expect(readLength(page.seo.description ?? '')).toBeLessThanOrEqual(160)
    }
  })

  it('writes the same dataset for the same count and seed', () => {
    const again = generatePages({ documents: exported, pages: 200 })
    expect(toNdjson(again)).toBe(toNdjson(documents))
    const fewer = generated(generatePages({ documents: exported, pages: 20 }))
    expect(fewer).toEqual(pages.slice(0, 20))
    const otherSeed = generated(generatePages({ documents: exported, pages: 200, seed: 2 }))
    expect(toNdjson(otherSeed)).not.toBe(toNdjson(pages))
  })

  it('refuses a count that is not a whole number', () => {
    expect(() => generatePages({ documents: exported, pages: Number('x') })).toThrow(/whole number/)
  })
})
