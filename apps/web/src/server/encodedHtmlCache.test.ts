/** @jest-environment node */
import { brotliDecompressSync } from 'node:zlib'

const cached = new Map<string, unknown>()

jest.mock('next/dist/server/lib/incremental-cache/file-system-cache', () => ({
  __esModule: true,
  default: class {
    async get(key: string) {
      return cached.get(key) ?? null
    }
  },
}))

// eslint-disable-next-line @typescript-eslint/no-require-imports
const EncodedHtmlCache = require('./encodedHtmlCache.cjs') as new () => {
  get(key: string, ctx?: unknown): Promise<any> // eslint-disable-line @typescript-eslint/no-explicit-any
}

const page = (html: string) => ({
  lastModified: 1,
  isStale: false,
  value: { kind: 'APP_PAGE', html, rscData: Buffer.from('rsc'), headers: { a: 'b' }, status: 200 },
})

describe('EncodedHtmlCache', () => {
  const cache = new EncodedHtmlCache()

  it('hands out a prerendered page as its UTF-8 bytes, with everything else unchanged', async () => {
    const html = '<p>Preise ab 1.490 € – 🇩🇪 Deutschland</p>'
    const entry = page(html)
    cached.set('/unternehmen', entry)

    const result = await cache.get('/unternehmen')
    expect(Buffer.isBuffer(result.value.html)).toBe(true)
    expect(result.value.html.toString('utf8')).toBe(html)
    expect(result).toMatchObject({ lastModified: 1, isStale: false })
    expect(result.value).toMatchObject({ kind: 'APP_PAGE', status: 200, headers: { a: 'b' } })
    expect(result.value.rscData).toBe(entry.value.rscData)
    // The cached entry itself keeps its string, as Next wrote it.
    expect(entry.value.html).toBe(html)
  })

  it('encodes a cached page once, and again after it was regenerated', async () => {
    cached.set('/talente', page('<p>Talente – 1</p>'))
    const first = await cache.get('/talente')
    expect((await cache.get('/talente')).value.html).toBe(first.value.html)

    cached.set('/talente', page('<p>Talente – 2</p>'))
    expect((await cache.get('/talente')).value.html.toString()).toBe('<p>Talente – 2</p>')
  })

  it('compresses a page in advance, once: Brotli for browsers that accept it, else gzip', async () => {
    const html = `<main>${'<p>Closer, Setter und Opener – DACH</p>'.repeat(100)}</main>`
    cached.set('/kompression', page(html))
    const { value } = await cache.get('/kompression')
    const pick = value.html[Symbol.for('encodedHtmlCache.encodingFor')]

    const br = pick('gzip, deflate, br, zstd')
    expect(br.coding).toBe('br')
    expect(brotliDecompressSync(br.bytes).toString('utf8')).toBe(html)
    expect(pick('gzip').coding).toBe('gzip')
    expect(pick(undefined)).toBeNull()
    // Later requests get the same bytes, not a second compression.
    const again = (await cache.get('/kompression')).value.html
    expect(again[Symbol.for('encodedHtmlCache.encodingFor')]('br').bytes).toBe(br.bytes)
  })

  it('passes misses, data-cache entries and route handlers through untouched', async () => {
    const fetched = { value: { kind: 'FETCH', data: { body: '{"a":1}' } } }
    const route = { value: { kind: 'APP_ROUTE', body: Buffer.from('x') } }
    cached.set('fetch', fetched)
    cached.set('route', route)
    expect(await cache.get('missing')).toBeNull()
    expect(await cache.get('fetch')).toBe(fetched)
    expect(await cache.get('route')).toBe(route)
  })

  it('names the stylesheets of the page head in a Link preload header, keeping its other headers', async () => {
    const html =
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
      '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next"/></head>' +
      '<body><p>Inhalt</p></body></html>'
    cached.set('/karriere', page(html))

    const { value } = await cache.get('/karriere')
    expect(value.headers).toEqual({
      a: 'b',
      link: '</_next/static/chunks/a.css>; rel=preload; as=style, </_next/static/chunks/b.css>; rel=preload; as=style',
    })
    expect(value.html.toString('utf8')).toBe(html)
  })

  it('adds no Link header to a page without stylesheets, nor for one outside its head', async () => {
    cached.set(
      '/ohne',
      page('<html><head></head><body><link rel="stylesheet" href="/x.css"/></body></html>'),
    )
    expect((await cache.get('/ohne')).value.headers).toEqual({ a: 'b' })
  })
})
