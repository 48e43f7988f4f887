/** @jest-environment node */
import type { PageIndexQueryResult } from '@repo/content/sanity.types'
import { readFile } from 'node:fs/promises'
import { readPublishedNow } from './fetch'
import { pageIndexSeconds, redirects } from './pageIndex'
import { redirectTable } from './redirects'

jest.mock('./fetch', () => ({ readPublishedNow: jest.fn() }))
jest.mock('node:fs/promises', () => ({ readFile: jest.fn() }))
const read = jest.mocked(readPublishedNow)
const readBuildFile = jest.mocked(readFile)

type Destination = PageIndexQueryResult['redirects'][number]['destination']

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

const table = (result: Partial<PageIndexQueryResult>) =>
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

  it('has none from a path the Studio refuses, nor to an address that is not https', () => {
    expect(
      table({
        redirects: [
          redirect('preise', toPage('unternehmen')),
          redirect('/api/revalidate', toPage('unternehmen')),
          redirect('/mail', { ...toPage('x'), url: 'mailto:hallo@salesswipe.example' }),
        ],
        moved: [{ slug: 'unternehmen', previousPaths: ['Alt Pfad', 'og/x'] }],
      }),
    ).toEqual({})
  })

  it('has no redirect to a destination that is not published, and logs it', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    expect(table({ redirects: [redirect('/alt', { ...toPage('x'), document: null })] })).toEqual({})
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('page-x'))
    warn.mockRestore()
  })
})

describe('redirects', () => {
  const start = 5_000_000

  it('sends old paths on as the build had them while the content could not be read yet', async () => {
    // A restart during an outage: the table written when the site was built, checked entry by entry.
    readBuildFile.mockResolvedValueOnce('[]').mockResolvedValueOnce(
      JSON.stringify([
        ['/preise', { destination: '/unternehmen/preise', permanent: true }],
        ['/evil', { destination: '//evil.example', permanent: true }],
        ['/kaputt', null],
      ]),
    )
    read.mockRejectedValueOnce(new Error('connect ECONNREFUSED'))
    expect(Object.fromEntries((await redirects(start)) ?? [])).toEqual({
      '/preise': { destination: '/unternehmen/preise', permanent: true },
    })
    expect(readBuildFile).toHaveBeenCalledWith(
      expect.stringMatching(/published-redirects\.json$/),
      'utf8',
    )
  })

  it('reads the content at most every pageIndexSeconds and keeps the last table on a failure', async () => {
    const first = start + pageIndexSeconds * 1000
    read.mockResolvedValueOnce({
      redirects: [redirect('/preise', toPage('unternehmen/preise'))],
      moved: [],
      documents: [],
    })
    expect((await redirects(first))?.get('/preise')?.destination).toBe('/unternehmen/preise')
    read.mockResolvedValueOnce({
      redirects: [redirect('/preise', toPage('unternehmen/tarife'))],
      moved: [],
      documents: [],
    })
    expect((await redirects(first + 1000))?.get('/preise')?.destination).toBe('/unternehmen/preise')
    const later = first + pageIndexSeconds * 1000
    expect((await redirects(later))?.get('/preise')?.destination).toBe('/unternehmen/tarife')
    read.mockRejectedValueOnce(new Error('timeout'))
    const failed = later + pageIndexSeconds * 1000
    expect((await redirects(failed))?.get('/preise')?.destination).toBe('/unternehmen/tarife')
  })

  it('keeps the last table when the answer is not of the query’s shape', async () => {
    const later = start + 10 * pageIndexSeconds * 1000
    // The source normalises an answer of the wrong shape to null (or fails the read).
    read.mockResolvedValueOnce(null)
    expect((await redirects(later))?.get('/preise')?.destination).toBe('/unternehmen/tarife')
  })
})
