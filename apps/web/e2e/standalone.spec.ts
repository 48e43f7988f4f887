// The build's standalone folder runs on its own: copied to a temporary directory, with no
// repository around it, it serves every route with its stylesheets, scripts, fonts, content
// images and share images from the bundled dataset, in the form a CDN caches, and regenerates
// pages there after a publish.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { cp, glob, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { siteRoutes } from './content'
import { origin, ports } from './ports'
import { previewSecret, revalidateSecret } from './secrets'
import { sendWebhook } from './webhook'

test.describe.configure({ mode: 'serial' })

const repoRoot = path.resolve(__dirname, '../../..')
const standalone = path.resolve(__dirname, '../.next/standalone')
const site = origin(ports.standaloneCopy)
let dir = ''
let server: ChildProcess | undefined
let log = ''

test.beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'standalone-'))
  await cp(standalone, dir, { recursive: true })
  const started = spawn(process.execPath, ['apps/web/server.js'], {
    cwd: dir,
    // Only what a host would set: nothing that points back into the repository.
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(ports.standaloneCopy),
      HOSTNAME: '127.0.0.1',
      NEXT_TELEMETRY_DISABLED: '1',
      SANITY_REVALIDATE_SECRET: revalidateSecret,
      SANITY_PREVIEW_SECRET: previewSecret,
    },
  })
  started.stdout.on('data', (chunk: Buffer) => (log += chunk))
  started.stderr.on('data', (chunk: Buffer) => (log += chunk))
  server = started
  await expect
    .poll(
      () =>
        fetch(`${site}/unternehmen`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 20_000 },
    )
    .toBe(200)
})

test.afterAll(async () => {
  server?.kill('SIGTERM')
  if (dir) await rm(dir, { recursive: true, force: true })
})

/**
 * Every URL a page's HTML loads from the site: scripts, images, icons, the fonts its inlined CSS
 * names, and the stylesheets that CSS came from (`data-href`, loaded on client-side navigation).
 */
function assetsOf(html: string): string[] {
  const urls = [
    ...[...html.matchAll(/(?:href|src)="([^"]+)"/g)].flatMap(([, value]) => value!.split(' ')),
    ...[...html.matchAll(/url\((\/_next\/static\/[^)]+)\)/g)].map(([, url]) => url!),
  ]
  return [
    ...new Set(
      urls
        .map((url) => url.split('?')[0]!)
        .filter((url) => /^\/(?:_next\/static|content-images)\//.test(url)),
    ),
  ]
}

async function expectServed(request: APIRequestContext, url: string, type: RegExp) {
  const response = await request.get(`${site}${url}`)
  expect(response.status(), url).toBe(200)
  expect(response.headers()['content-type'], url).toMatch(type)
  return response
}

const assetTypes: [RegExp, RegExp][] = [
  [/\.css$/, /^text\/css/],
  [/\.js$/, /javascript/],
  [/\.woff2$/, /^font\/woff2/],
  [/\.(webp|jpe?g|png|svg)$/, /^image\//],
]

test('serves every route with its assets and share image from the copied folder', async ({
  request,
}) => {
  expect(path.relative(repoRoot, dir)).toMatch(/^\.\./)
  const seen = new Set<string>()
  for (const { path: route } of siteRoutes) {
    const page = await expectServed(request, route, /^text\/html/)
    const html = await page.text()
    for (const asset of assetsOf(html)) {
      if (seen.has(asset)) continue
      seen.add(asset)
      const type = assetTypes.find(([pattern]) => pattern.test(asset))?.[1] ?? /./
      const response = await expectServed(request, asset, type)
      // Fonts are named by the stylesheets (relative to them), not by the page.
      if (asset.endsWith('.css')) {
        for (const [, relative] of (await response.text()).matchAll(/url\(([^)]+\.woff2)\)/g)) {
          const font = new URL(relative!, `${site}${asset}`).pathname
          if (!seen.has(font)) await expectServed(request, font, /^font\/woff2/)
          seen.add(font)
        }
      }
    }
    const share = /<meta property="og:image" content="[^"]*?(\/og\/[^"]+)"/.exec(html)?.[1]
    expect(share, `${route} names a share image`).toBeDefined()
    await expectServed(request, share!.replaceAll('&amp;', '&'), /^image\/png/)
  }
  expect([...seen].some((asset) => asset.startsWith('/content-images/'))).toBe(true)
  expect([...seen].some((asset) => asset.endsWith('.woff2'))).toBe(true)
  for (const url of ['/sitemap.xml', '/robots.txt']) await expectServed(request, url, /./)
  expect((await request.get(`${site}/gibt-es-nicht`)).status()).toBe(404)
})

test('pages go out gzip-compressed with Cache-Control a CDN honours, drafts never cached', async ({
  request,
  page: browser,
}) => {
  const page = await request.get(`${site}/unternehmen`, {
    headers: { 'accept-encoding': 'gzip' },
  })
  expect(page.headers()['content-encoding']).toBe('gzip')
  expect(page.headers()['cache-control']).toMatch(/\bs-maxage=\d+/)
  expect(page.headers()['cache-control']).toMatch(/\bstale-while-revalidate=\d+/)
  const [stylesheet] = assetsOf(await page.text()).filter((asset) => asset.endsWith('.css'))
  const asset = await request.get(`${site}${stylesheet}`)
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')

  // The draft-mode cookie makes Next render per request, and say so to caches.
  const enable = `${site}/api/draft-mode/enable?sanity-preview-secret=${previewSecret}`
  expect((await browser.goto(`${enable}&sanity-preview-pathname=/unternehmen`))?.status()).toBe(200)
  const draft = await browser.request.get(`${site}/unternehmen`)
  expect(draft.headers()['cache-control']).toMatch(/\bprivate\b/)
  expect(draft.headers()['cache-control']).toMatch(/\bno-store\b/)
})

test('after a publish every page and share image regenerates in the copy', async ({ request }) => {
  test.setTimeout(120_000)
  const urls = siteRoutes.flatMap(({ path: route, documentId }) => [route, `/og/${documentId}`])
  const response = await sendWebhook({ _type: 'siteSettings', _id: 'siteSettings' }, { site })
  expect(response.status).toBe(200)
  // Stale after the publish; HIT once a regeneration has succeeded (a failing one stays STALE).
  for (const url of urls) {
    await expect
      .poll(async () => (await request.get(`${site}${url}`)).headers()['x-nextjs-cache'], {
        message: `${url} regenerated`,
        timeout: 20_000,
      })
      .toBe('HIT')
  }
  expect(log).not.toMatch(/error/i)
})

test('the server runs on production dependencies only', async () => {
  const production = new Set(
    execFileSync('npm', ['ls', '--omit=dev', '--all', '--parseable', '--workspace=web'], {
      cwd: repoRoot,
      encoding: 'utf8',
    })
      .split('\n')
      .map((line) => path.relative(repoRoot, line)),
  )
  const shipped: string[] = []
  for await (const manifest of glob('**/node_modules/{@*/*,[!@]*}/package.json', { cwd: dir })) {
    shipped.push(path.dirname(manifest))
  }
  expect(shipped.length).toBeGreaterThan(0)
  expect(shipped.filter((pkg) => !production.has(pkg))).toEqual([])
})
