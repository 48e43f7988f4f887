/** @jest-environment node */
import { readFile } from 'node:fs/promises'
import { readPublishedNow } from './fetch'
import { pageIndexSeconds, publishedRoutes } from './pageIndex'

jest.mock('./fetch', () => ({ readPublishedNow: jest.fn() }))
jest.mock('node:fs/promises', () => ({ readFile: jest.fn() }))
const read = jest.mocked(readPublishedNow)
const readBuildRoutes = jest.mocked(readFile)

/** The index query's answer with these documents and no redirects. */
const answer = (documents: object[]) => ({ documents, redirects: [], moved: [] })

const published = (...slugs: string[]) =>
  answer(slugs.map((slug) => ({ _id: `page-${slug.replace('/', '-')}`, _type: 'page', slug })))

const opening = (slug: string, status: { open?: boolean; validThrough?: string }) => ({
  _id: `careerOpening-${slug}`,
  _type: 'careerOpening',
  slug,
  ...status,
})

describe('publishedRoutes', () => {
  const start = 1_000_000

  it('knows the routes of the build while the content could not be read yet', async () => {
    // A restart during an outage: the list written when the site was built.
    readBuildRoutes.mockResolvedValueOnce(JSON.stringify(['/unternehmen', '/og/page-unternehmen']))
    read.mockRejectedValueOnce(new Error('connect ECONNREFUSED'))
    expect([...((await publishedRoutes(start)) ?? [])].sort()).toEqual([
      '/og/page-unternehmen',
      '/unternehmen',
    ])
    expect(readBuildRoutes).toHaveBeenCalledWith(
      expect.stringMatching(/published-routes\.json$/),
      'utf8',
    )
  })

  it('lists the paths and share images of the published documents', async () => {
    read.mockResolvedValueOnce(published('unternehmen', 'talente/vergleich'))
    const routes = await publishedRoutes(start + pageIndexSeconds * 1000)
    expect([...(routes ?? [])].sort()).toEqual([
      '/og/page-talente-vergleich',
      '/og/page-unternehmen',
      '/talente/vergleich',
      '/unternehmen',
    ])
  })

  it('reads again only once the list is older than pageIndexSeconds', async () => {
    const later = start + 2 * pageIndexSeconds * 1000
    read.mockResolvedValueOnce(published('unternehmen', 'kampagne'))
    expect((await publishedRoutes(later))?.has('/kampagne')).toBe(true)
    read.mockResolvedValueOnce(published('unternehmen'))
    expect((await publishedRoutes(later + 1000))?.has('/kampagne')).toBe(true)
    expect((await publishedRoutes(later + pageIndexSeconds * 1000))?.has('/kampagne')).toBe(false)
  })

  it('keeps the last list when a refresh fails', async () => {
    const later = start + 5 * pageIndexSeconds * 1000
    read.mockRejectedValueOnce(new Error('timeout'))
    expect((await publishedRoutes(later))?.has('/unternehmen')).toBe(true)
  })

  it('keeps the last list when the answer cannot be made into one', async () => {
    const later = start + 7 * pageIndexSeconds * 1000
    // Not a list (a source that was not checked); building the list fails, not the read.
    read.mockResolvedValueOnce(null)
    expect((await publishedRoutes(later))?.has('/unternehmen')).toBe(true)
    read.mockResolvedValueOnce(published('unternehmen'))
    expect((await publishedRoutes(later + pageIndexSeconds * 1000))?.has('/unternehmen')).toBe(true)
  })

  it('lists the open openings below the careers page, and no closed one', async () => {
    const later = start + 10 * pageIndexSeconds * 1000
    read.mockResolvedValueOnce(
      answer([
        ...published('karriere').documents,
        opening('cmo', { open: true }),
        opening('werkstudent', { open: false }),
        // The clock here is 1 January 1970: the day before is past.
        opening('praktikum', { open: true, validThrough: '1969-12-31' }),
      ]),
    )
    const routes = [...((await publishedRoutes(later)) ?? [])]
    expect(routes.sort()).toEqual([
      '/karriere',
      '/karriere/cmo',
      '/og/careerOpening-cmo',
      '/og/page-karriere',
    ])
  })
})
