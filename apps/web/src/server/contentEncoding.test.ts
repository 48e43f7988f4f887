/** @jest-environment node */
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { negotiate, attachEncodings, encodingFor } = require('./contentEncoding.cjs') as {
  negotiate(acceptEncoding: string | undefined, available: string[]): string | null
  attachEncodings(bytes: Buffer): Promise<Buffer>
  encodingFor: symbol
}

type Encoded = { coding: string; bytes: Buffer } | null
const pick = (bytes: Buffer, acceptEncoding?: string) =>
  (bytes as unknown as Record<symbol, (header?: string) => Encoded>)[encodingFor]!(acceptEncoding)

describe('negotiate', () => {
  const both = ['br', 'gzip']

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['*', 'br'],
    ['gzip;q=0, *;q=0.5', 'br'],
    ['BR', 'br'],
    ['identity', null],
    ['br;q=0, gzip;q=0', null],
    ['deflate, zstd', null],
    ['', null],
    [undefined, null],
  ])('Accept-Encoding %p gets %p', (header, expected) => {
    expect(negotiate(header, both)).toBe(expected)
  })

  it('offers only what is available', () => {
    expect(negotiate('br, gzip', ['gzip'])).toBe('gzip')
  })
})

describe('attachEncodings', () => {
  const html = Buffer.from(
    `<!DOCTYPE html><html lang="de"><body>${'<p>Preise ab 1.490 € – Sales-Talente</p>'.repeat(200)}</body></html>`,
  )

  it('answers each Accept-Encoding with bytes that decode to the page, smaller than it', async () => {
    const bytes = await attachEncodings(Buffer.from(html))
    expect(bytes.equals(html)).toBe(true)

    const br = pick(bytes, 'gzip, deflate, br, zstd')
    expect(br?.coding).toBe('br')
    expect(brotliDecompressSync(br!.bytes).equals(html)).toBe(true)
    expect(br!.bytes.length).toBeLessThan(html.length / 10)

    const gzip = pick(bytes, 'gzip')
    expect(gzip?.coding).toBe('gzip')
    expect(gunzipSync(gzip!.bytes).equals(html)).toBe(true)

    expect(pick(bytes, undefined)).toBeNull()
  })
})
