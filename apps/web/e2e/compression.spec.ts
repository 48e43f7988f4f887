import { request as httpRequest } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** A GET with exactly the Accept-Encoding given, and the body as it came over the wire. */
function rawGet(url: string, acceptEncoding?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      )
      response.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}

const decode = ({ headers, body }: Raw) =>
  headers['content-encoding'] === 'br'
    ? brotliDecompressSync(body)
    : headers['content-encoding'] === 'gzip'
      ? gunzipSync(body)
      : body

const browser = 'gzip, deflate, br, zstd'

test('a prerendered page goes out Brotli-compressed to browsers, gzip or plain to others', async ({
  baseURL,
}) => {
  for (const path of ['/unternehmen', '/talente', '/interviewfragen']) {
    const plain = await rawGet(`${baseURL}${path}`)
    expect(plain.status).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString('utf8')).toContain('</html>')

    const br = await rawGet(`${baseURL}${path}`, browser)
    expect(br.headers['content-encoding']).toBe('br')
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i)
    expect(decode(br).equals(plain.body)).toBe(true)

    const gzip = await rawGet(`${baseURL}${path}`, 'gzip, deflate')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(decode(gzip).equals(plain.body)).toBe(true)
    // Brotli at its highest quality, not Next's per-request gzip.
    expect(br.body.length).toBeLessThan(gzip.body.length * 0.8)
  }
})

test('the scripts and stylesheets of a page go out as their Brotli twins', async ({
  page,
  baseURL,
}) => {
  await page.goto('/talente')
  const assets = (
    await page.evaluate(() => [
      ...Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'), (s) => s.src),
      ...Array.from(
        document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
        (l) => l.href,
      ),
    ])
  ).filter((url) => url.startsWith(`${baseURL}/_next/static/`))
  expect(assets.some((url) => url.endsWith('.css'))).toBe(true)
  expect(assets.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(3)

  for (const url of assets) {
    const plain = await rawGet(url)
    const br = await rawGet(url, browser)
    expect(br.headers['content-encoding'], url).toBe('br')
    expect(br.headers['content-type'], url).toMatch(
      url.endsWith('.css') ? /^text\/css/ : /javascript/,
    )
    expect(String(br.headers['cache-control']), url).toContain('immutable')
    expect(decode(br).equals(plain.body), url).toBe(true)

    // Next gzips what is larger than 1 KB.
    const refused = await rawGet(url, 'br;q=0, gzip')
    expect(refused.headers['content-encoding'], url).toBe(
      plain.body.length > 1024 ? 'gzip' : undefined,
    )
    expect(decode(refused).equals(plain.body), url).toBe(true)
  }
})
