import type { ResolvingMetadata } from 'next'
import { createEmbeddedSource, loadDataset, type EmbeddedSource } from '@repo/content'
import { render, screen } from '@testing-library/react'
import OpeningRoute, {
  generateMetadata,
  generateStaticParams,
} from '@/app/(company)/karriere/[opening]/page'
import sitemap from '@/app/sitemap'

// The opening pages' route over the bundled dataset: the open ones render with their JobPosting,
// metadata and sitemap entry; a closed one (switched off or past its deadline) is the 404.

let mockSource: EmbeddedSource
jest.mock('@/content/fetch', () => ({
  fetchContent: (query: string, params?: Record<string, unknown>) =>
    mockSource.fetch(query, params),
}))

const dataset = loadDataset()
const openings = dataset.filter((doc) => doc._type === 'careerOpening')
const slugOf = (doc: (typeof dataset)[number]) => (doc.slug as { current: string }).current
const open = openings.filter((doc) => doc.open === true)
const closed = openings.find((doc) => doc.open === false)!

/** The dataset with one document changed. */
const withChange = (id: string, change: Record<string, unknown>) =>
  dataset.map((doc) => (doc._id === id ? { ...doc, ...change } : doc))

const parent = Promise.resolve({
  openGraph: { siteName: 'SalesSwipe' },
  twitter: { card: 'summary' },
}) as unknown as ResolvingMetadata
const props = (slug: string) => ({ params: Promise.resolve({ opening: slug }) })

beforeEach(() => {
  mockSource = createEmbeddedSource({ documents: dataset })
})

describe('/karriere/[opening]', () => {
  it('prerenders every open opening, and no closed one', async () => {
    expect(open.length).toBeGreaterThan(0)
    expect((await generateStaticParams()).map(({ opening }) => opening).sort()).toEqual(
      open.map(slugOf).sort(),
    )
  })

  it('renders an opening with its JobPosting, titled and described by it', async () => {
    const cmo = open.find((doc) => slugOf(doc) === 'cmo')!
    render(await OpeningRoute(props('cmo')))
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(cmo.title as string)
    const [posting] = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? ''),
    )
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title: cmo.title,
      url: 'http://localhost:3000/karriere/cmo',
      employmentType: 'FULL_TIME',
    })

    expect(await generateMetadata(props('cmo'), parent)).toMatchObject({
      title: cmo.title,
      description: cmo.description,
      alternates: { canonical: '/karriere/cmo' },
      openGraph: { siteName: 'SalesSwipe', images: [{ url: `/og/${cmo._id}` }] },
    })
  })

  it.each([
    ['switched off', () => slugOf(closed), dataset],
    [
      'past its deadline',
      () => 'cmo',
      withChange('careerOpening-cmo', { validThrough: '2020-12-31' }),
    ],
    ['unknown', () => 'gibt-es-nicht', dataset],
  ])('answers 404 for an opening %s, with no metadata', async (_case, slug, documents) => {
    mockSource = createEmbeddedSource({ documents })
    await expect(OpeningRoute(props(slug()))).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/)
    expect(await generateMetadata(props(slug()), parent)).toEqual({})
  })

  it('lists the open openings in the sitemap, not the closed one', async () => {
    const paths = (await sitemap()).map((entry) => new URL(entry.url).pathname)
    for (const doc of open) expect(paths).toContain(`/karriere/${slugOf(doc)}`)
    expect(paths).not.toContain(`/karriere/${slugOf(closed)}`)
  })
})
