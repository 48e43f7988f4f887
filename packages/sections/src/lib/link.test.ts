import { linkTarget, type LinkValue } from './link'

const page = (slug: string, anchor?: string): LinkValue => ({
  documentId: 'pricingPage',
  document: { _type: 'page', slug },
  anchor,
})

describe('linkTarget', () => {
  let warn: jest.SpyInstance
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => warn.mockRestore())

  it('leads to the referenced document’s current path, with its jump mark', () => {
    expect(linkTarget(page('unternehmen/tarife'))).toEqual({
      href: '/unternehmen/tarife',
      external: false,
    })
    expect(linkTarget(page('karriere', 'stellen'))?.href).toBe('/karriere#stellen')
    expect(linkTarget({ document: { _type: 'legalDocument', slug: 'agb' } })?.href).toBe('/agb')
  })

  it('leaves out a jump mark that is no plain slug', () => {
    expect(linkTarget(page('karriere', '"><script>'))?.href).toBe('/karriere')
  })

  it('leads to an open opening below the careers page, not to a closed one', () => {
    const opening = (open: boolean, validThrough: string | null = null): LinkValue => ({
      documentId: 'careerOpening-cmo',
      document: { _type: 'careerOpening', slug: 'cmo', open, validThrough },
    })
    expect(linkTarget(opening(true))?.href).toBe('/karriere/cmo')
    expect(linkTarget(opening(false))).toBeNull()
    expect(linkTarget(opening(true, '2026-01-31'), new Date('2026-02-01T12:00:00Z'))).toBeNull()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('careerOpening-cmo'))
  })

  it('renders no link to a document that is not published, and logs it', () => {
    expect(linkTarget({ documentId: 'page-entwurf', document: null })).toBeNull()
    expect(warn).toHaveBeenCalledWith(
      'Link left out: document page-entwurf has no page on the site (not published).',
    )
  })

  it('leads to addresses elsewhere, which open in a new tab', () => {
    expect(linkTarget({ url: 'https://example.com/studie' })).toEqual({
      href: 'https://example.com/studie',
      external: true,
    })
    expect(linkTarget({ url: 'mailto:hallo@salesswipe.example' })?.external).toBe(false)
  })

  it('follows no typed internal path and no unsafe address', () => {
    for (const url of ['/unternehmen/preise', 'javascript:alert(1)', '//evil.example', ' ']) {
      expect(linkTarget({ url })).toBeNull()
    }
    expect(linkTarget(null)).toBeNull()
    expect(linkTarget({})).toBeNull()
    expect(warn).not.toHaveBeenCalled()
  })
})
