import type { ResolvingMetadata } from 'next'
import { render, screen } from '@testing-library/react'
import { normalise } from '@repo/content/normalise'
import { fetchContent } from '@/content/fetch'
import CatchAllPage, { generateMetadata, generateStaticParams } from './page'

jest.mock('@/content/fetch', () => ({ fetchContent: jest.fn() }))
const fetchMock = jest.mocked(fetchContent)

const parent = Promise.resolve({
  openGraph: { siteName: 'SalesSwipe' },
}) as unknown as ResolvingMetadata
const labels = { updatedTemplate: 'Stand: {date}', tocLabel: 'Inhalt', noticeLabel: 'Hinweis' }
const document = {
  _id: 'legalDocument-impressum',
  title: 'Impressum',
  updatedAt: '2025-10-01',
  notice: null,
  tableOfContents: false,
  body: [],
  seo: { title: null, description: 'Anbieterkennzeichnung', ogImage: null, noIndex: null },
}

/** Content as the source hands it over: normalised to the query's type. */
const respond = (value: unknown) =>
  fetchMock.mockImplementation(async (query: string) => normalise(query, value) as never)

const props = (legal: string) => ({ params: Promise.resolve({ slug: [legal] }) })

describe('/[...slug]: the legal texts', () => {
  beforeEach(() => fetchMock.mockReset())

  it('prerenders the five legal texts, whatever the content', async () => {
    respond([])
    expect((await generateStaticParams()).map(({ slug }) => slug.join('/'))).toEqual([
      'impressum',
      'datenschutz',
      'agb',
      'security',
      'cookies',
    ])
  })

  it('reads its document by slug and renders it', async () => {
    respond({ document, labels })
    render(await CatchAllPage(props('impressum')))
    expect(fetchMock).toHaveBeenCalledWith(expect.any(String), { slug: 'impressum' })
    expect(screen.getByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument()
  })

  it.each([
    ['missing', null],
    ['untitled', { ...document, title: ' ' }],
  ])('answers 404 when the document is %s', async (_case, value) => {
    respond({ document: value, labels })
    await expect(CatchAllPage(props('agb'))).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/)
  })

  it('titles the page from its SEO fields, else from the document title', async () => {
    respond({ document, labels })
    const metadata = await generateMetadata(props('impressum'), parent)
    expect(metadata).toMatchObject({
      title: 'Impressum',
      description: 'Anbieterkennzeichnung',
      openGraph: { siteName: 'SalesSwipe', title: 'Impressum' },
    })

    respond({ document: { ...document, seo: { ...document.seo, title: 'AGB' } }, labels })
    expect(await generateMetadata(props('agb'), parent)).toMatchObject({ title: 'AGB' })
  })

  it('keeps the site defaults without a document', async () => {
    respond({ document: null, labels })
    const metadata = await generateMetadata(props('cookies'), parent)
    expect(metadata).not.toHaveProperty('title')
    expect(metadata.openGraph).toMatchObject({ siteName: 'SalesSwipe', url: '/cookies' })
  })
})
