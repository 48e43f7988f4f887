import type { SanityDocument } from './dataset'
import { slugProblem } from './paths'

/**
 * A larger dataset for scale tests: the bundled documents plus `pages` generated `page` documents,
 * each built from the bundled pages' sections. The same `pages` and `seed` always give the same
 * documents, and the first n pages of a larger run equal those of a run with n pages.
 */
export interface GeneratePagesOptions {
  /** Bundled documents in export form (the lines of data.ndjson), drafts included. */
  documents: readonly SanityDocument[]
  pages: number
  seed?: number
}

interface Section {
  _key: string
  _type: string
  [field: string]: unknown
}

interface PageDocument extends SanityDocument {
  title: string
  slug: { _type: 'slug'; current: string }
  layout: 'landing' | 'content'
  sections: Section[]
  seo?: { _type: 'seo'; title?: string; description?: string }
}

const heroTypes = new Set(['heroSection', 'resourceHeroSection'])
const closingType = 'finalCtaSection'
const generatedAt = '2025-10-01T08:00:00Z'
/** Topics of the nested paths (`kampagne/<topic>/seite-0002`); they vary path depth and names. */
const topics = ['opener', 'setter', 'closer', 'sdr', 'saas', 'dach', 'remote', 'quereinstieg']

/** mulberry32: a small seeded generator, so the output does not depend on Math.random. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
}

const isPage = (document: SanityDocument): document is PageDocument =>
  document._type === 'page' && !document._id.startsWith('drafts.')

/** The generated page's path: every fifth below /talente, every third one level deeper. */
export function generatedSlug(index: number): string {
  const name = `seite-${String(index).padStart(4, '0')}`
  const topic = index % 3 === 0 ? `${topics[index % topics.length]}/` : ''
  return index % 5 === 0 ? `talente/kampagne/${topic}${name}` : `kampagne/${topic}${name}`
}

export function generatePages({ documents, pages, seed = 1 }: GeneratePagesOptions) {
  if (!Number.isInteger(pages) || pages < 0) {
    throw new Error(`pages is ${pages}: give a whole number of pages of at least 0.`)
  }
  const next = random(seed)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  const key = () => Array.from({ length: 12 }, () => Math.floor(next() * 16).toString(16)).join('')
  const fresh = (section: Section): Section => ({ ...section, _key: key() })

  const sources = documents.filter(isPage)
  const byView = {
    company: sources.filter((page) => !page.slug.current.startsWith('talente')),
    talent: sources.filter((page) => page.slug.current.startsWith('talente')),
  }
  const taken = new Set(documents.filter(isPage).map((page) => page.slug.current))

  const generated: PageDocument[] = []
  for (let index = 1; index <= pages; index++) {
    const slug = generatedSlug(index)
    const problem = slugProblem(slug)
    if (problem !== undefined || taken.has(slug)) {
      throw new Error(`Generated path "${slug}" is not usable: ${problem ?? 'taken'}`)
    }
    taken.add(slug)
    const number = String(index).padStart(4, '0')
    const pool = byView[slug.startsWith('talente/') ? 'talent' : 'company']
    const closings = pool.flatMap((page) => page.sections).filter((s) => s._type === closingType)

    // The hero (and with it the layout) of one page, a run of another page's body sections in
    // their order: sections of one page never clash (anchors, ids), and the mix still varies.
    const heroPage = pick(pool.filter((page) => page.sections.some((s) => heroTypes.has(s._type))))
    const hero = heroPage.sections.find((section) => heroTypes.has(section._type))!
    const body = pick(pool).sections.filter(
      (section) => !heroTypes.has(section._type) && section._type !== closingType,
    )
    const start = Math.floor(next() * body.length)
    const length = 1 + Math.floor(next() * (body.length - start))
    const cta = next() < 0.75 ? [pick(closings)] : []

    generated.push({
      _id: `generatedPage-${number}`,
      _type: 'page',
      _createdAt: generatedAt,
      _updatedAt: generatedAt,
      title: `Kampagnenseite ${number}`,
      slug: { _type: 'slug', current: slug },
      layout: heroPage.layout,
      sections: [hero, ...body.slice(start, start + length), ...cta].map(fresh),
      seo: {
        _type: 'seo',
        title: `Kampagne ${number}: ${heroPage.title}`.slice(0, 60),
        ...(heroPage.seo?.description ? { description: heroPage.seo.description } : {}),
      },
    })
  }
  return [...documents, ...generated]
}

/** The documents as data.ndjson lines, in export form. */
export const toNdjson = (documents: readonly SanityDocument[]) =>
  documents.map((document) => `${JSON.stringify(document)}\n`).join('')
