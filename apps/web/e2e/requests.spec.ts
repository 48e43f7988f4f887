// How the standalone server answers requests that are no page view: made-up asset paths, large
// uploads to unknown paths, and the Cache-Control of every kind of response a CDN may keep.
import http from 'node:http'
import { expect, test } from '@playwright/test'
import { origin, ports } from './ports'

const random = () => Math.random().toString(36).slice(2)

test('a /_next/ path that is no file of the build is a plain 404, stored nowhere', async ({
  request,
}) => {
  for (const path of [`/_next/static/chunks/${random()}.js`, `/_next/${random()}/x`]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(response.headers()['content-type'], path).toMatch(/^text\/plain/)
    expect(response.headers()['cache-control'], path).toBe('no-store')
    expect(response.headers()['x-nextjs-cache'], path).toBeUndefined()
  }
})

test('the 404 page is never kept by a CDN, and Next serves it in-process', async ({ request }) => {
  for (const path of ['/gibt-es-nicht', '/talente/gibt-es-nicht', '/og/gibt-es-nicht']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(response.headers()['cache-control'], path).toMatch(/\bno-store\b/)
    expect(response.headers()['cache-control'], path).not.toMatch(/s-maxage|public/)
    // A rewrite to an absolute URL is fetched over HTTP from the server itself.
    expect(response.headers()['x-middleware-rewrite'] ?? '', path).not.toMatch(/^https?:/)
  }
})

test('share images, sitemap, robots.txt and bundled files tell a CDN how long to keep them', async ({
  request,
}) => {
  const cacheControl = async (path: string) => {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    return response.headers()['cache-control']
  }
  for (const path of ['/og/companyLandingPage', '/sitemap.xml']) {
    expect(await cacheControl(path), path).toMatch(/^public, max-age=0, s-maxage=\d+,/)
  }
  expect(await cacheControl('/robots.txt')).toBe('public, max-age=3600')
  const html = await (await request.get('/unternehmen')).text()
  const image = /\/content-images\/[0-9a-f]{40}-\d+x\d+\.\w+/.exec(html)?.[0]
  expect(image).toBeDefined()
  expect(await cacheControl(image!)).toBe('public, max-age=31536000, immutable')
})

test('an 11 MB upload to an unknown path is answered at once, without a server error', async () => {
  const started = Date.now()
  const status = await new Promise<number>((resolve, reject) => {
    const upload = http.request(`${origin(ports.embedded)}/gibt-es-nicht`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
    })
    upload.on('response', (answer) => {
      answer.resume()
      upload.destroy()
      resolve(answer.statusCode ?? 0)
    })
    // The server may close the connection once it has answered.
    upload.on('error', (error) => setTimeout(() => reject(error), 1000))
    upload.end(Buffer.alloc(11 * 1024 * 1024))
  })
  expect(status).toBeLessThan(500)
  expect(Date.now() - started).toBeLessThan(5000)
})
