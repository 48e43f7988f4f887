/** @jest-environment node */
import type { RedirectsQueryResult } from '@repo/content/sanity.types'
import { readPublishedNow } from './content'
import { pageIndexSeconds } from './pageIndex'
import { redirects, redirectTable } from './redirects'

jest.mock('./content', () => ({ readPublishedNow: jest.fn() }))
const read = jest.mocked(readPublishedNow)

type Destination = RedirectsQueryResult['redirects'][number]['destination']

const toPage = (slug: string, anchor: string | null = null): Destination => ({
  url: null,
  anchor,
  documentId: `page-${slug}`,
  document: { _type: 'page', slug, open: null, validThrough: null },
})

const redirect = (source: string, destination: Destination, permanent = true) => ({
  source,
  permanent,
  destination,
})

const table = (result: Partial<RedirectsQueryResult>) =>
  Object.fromEntries(redirectTable({ redirects: [], moved: [], ...result }))

describe('redirectTable', () => {
  it('sends each redirect document’s path to its destination’s current path', () => {
    expect(
      table({
        redirects: [
          redirect('/preise', toPage('unternehmen/tarife')),
          redirect('/aktion', toPage('karriere', 'stellen'), false),
          redirect('/blog', { ...toPage('x'), url: 'https://blog.salesswipe.example' }),
        ],
      }),
    ).toEqual({
      '/preise': { destination: '/unternehmen/tarife', permanent: true },
      '/aktion': { destination: '/karriere#stellen', permanent: false },
      '/blog': { destination: 'https://blog.salesswipe.example', permanent: true },
    })
  })

  it('sends a moved page’s old paths to its path for good', () => {
    expect(
      table({
        moved: [
          { slug: 'unternehmen/tarife', previousPaths: ['unternehmen/preise', 'preisliste'] },
        ],
      }),
    ).toEqual({
      '/unternehmen/preise': { destination: '/unternehmen/tarife', permanent: true },
      '/preisliste': { destination: '/unternehmen/tarife', permanent: true },
    })
  })

  it('leads a chain straight to its end and a loop nowhere', () => {
    expect(
      table({
        redirects: [redirect('/preise', toPage('unternehmen/preise'), false)],
        moved: [
          { slug: 'unternehmen/tarife', previousPaths: ['unternehmen/preise'] },
          { slug: 'a', previousPaths: ['b'] },
          { slug: 'b', previousPaths: ['a'] },
        ],
      }),
    ).toEqual({
      '/preise': { destination: '/unternehmen/tarife', permanent: false },
      '/unternehmen/preise': { destination: '/unternehmen/tarife', permanent: true },
    })
  })

  it('has no redirect to a destination that is not published, and logs it', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    expect(table({ redirects: [redirect('/alt', { ...toPage('x'), document: null })] })).toEqual({})
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('page-x'))
    warn.mockRestore()
  })
})

describe('redirects', () => {
  it('reads the content at most every pageIndexSeconds and keeps the last table on a failure', async () => {
    const start = 5_000_000
    read.mockResolvedValueOnce({
      redirects: [redirect('/preise', toPage('unternehmen/preise'))],
      moved: [],
    })
    expect((await redirects(start))?.get('/preise')?.destination).toBe('/unternehmen/preise')
    read.mockResolvedValueOnce({
      redirects: [redirect('/preise', toPage('unternehmen/tarife'))],
      moved: [],
    })
    expect((await redirects(start + 1000))?.get('/preise')?.destination).toBe('/unternehmen/preise')
    const later = start + pageIndexSeconds * 1000
    expect((await redirects(later))?.get('/preise')?.destination).toBe('/unternehmen/tarife')
    read.mockRejectedValueOnce(new Error('timeout'))
    const failed = later + pageIndexSeconds * 1000
    expect((await redirects(failed))?.get('/preise')?.destination).toBe('/unternehmen/tarife')
  })
})
