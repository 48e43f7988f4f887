/** @jest-environment node */
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { NextRequest } from 'next/server'
import { globSync } from 'node:fs'
import { previewProof } from './preview/proof'
import { apiRoutes, config, proxy } from './proxy'

const origin = 'https://site.example'

// Truncated and invalid escapes, a lone `%`, overlong and surrogate UTF-8, in every kind of segment.
const malformed = [
  '/og/%E0%A4%A',
  '/og/%',
  '/og/companyLandingPage%zz',
  '/talente/%',
  '/talente/%zz',
  '/talente/%2',
  '/talente/a/b/%E0%A4',
  '/talente/so-funktionierts/%ff',
  '/unternehmen/%',
  '/%c0%af',
  '/%e0%80%af',
  '/%ed%a0%80',
  '/%F0%9F%98',
  '/%%',
  '/api/draft-mode/%zz',
  '/_next/static/chunks/%E0%A4%A.js',
]

const previewSecret = 'proxy-test-preview-secret'
jest.mock('@/lib/env', () => ({
  env: { content: { kind: 'embedded' }, previewSecret: 'proxy-test-preview-secret' },
}))

jest.mock('@/content/pageIndex', () => ({
  pageIndex: jest.fn(async () => ({
    routes: new Set(['/unternehmen', '/og/companyLandingPage', '/talente', '/talente/vergleich']),
    redirects: new Map([
      ['/preise', { destination: '/unternehmen/preise', permanent: true }],
      ['/aktion', { destination: '/unternehmen/preise#kosten', permanent: false }],
      ['/blog', { destination: 'https://blog.salesswipe.example/?ref=site', permanent: true }],
      // A page lives there again: the page wins.
      ['/talente', { destination: '/unternehmen', permanent: true }],
    ]),
  })),
}))

const rewrittenTo = (response: Response) => {
  const target = response.headers.get('x-middleware-rewrite')
  return target === null ? null : new URL(target).pathname
}

/** A redirect's target on the requested host, as a path with its query. */
const locationOf = (response: Response) => {
  const location = new URL(response.headers.get('location') ?? '', origin)
  expect(location.origin).toBe(origin)
  return `${location.pathname}${location.search}`
}

describe('proxy', () => {
  it.each(malformed)('answers %s with 400 in plain text', async (path) => {
    const response = await proxy(new NextRequest(`${origin}${path}`))
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await response.text()).toMatch(/percent-encoded/)
  })

  it.each(['/og/companyLandingPage', '/api/revalidate?x=%zz'])(
    'lets %s through to its own route',
    async (path) => {
      const response = await proxy(new NextRequest(`${origin}${path}`))
      expect(response.headers.get('x-middleware-next')).toBe('1')
    },
  )

  it.each([
    '/unternehmen',
    '/talente',
    '/talente/vergleich',
    '/impressum',
    '/sitemap.xml',
    '/robots.txt',
    '/icon.svg',
    '/api/revalidate',
    '/api/draft-mode/enable',
    '/content-images/05f63666c83035ae9fedf7a504d352a9e361816c-320x320.webp',
    '/content-files/f03b91e17449a0a9bf22f344716052c35505d7be.pdf',
    '/content-files/f03b91e17449a0a9bf22f344716052c35505d7be.mp4',
  ])('lets %s, a page or a route of its own, through', async (path) => {
    const response = await proxy(new NextRequest(`${origin}${path}`))
    expect(response.headers.get('x-middleware-next')).toBe('1')
    expect(rewrittenTo(response)).toBeNull()
  })

  it('sends the root on with a temporary redirect: it may get a page of its own', async () => {
    const response = await proxy(new NextRequest(`${origin}/`))
    expect(response.status).toBe(307)
    expect(locationOf(response)).toBe('/unternehmen')
  })

  it.each([
    ['/gibt-es-nicht', '/nicht-gefunden'],
    ['/unternehmen/gibt-es-nicht', '/nicht-gefunden'],
    ['/talente/gibt-es-nicht', '/nicht-gefunden/talente'],
    ['/talente/so-funktionierts/a/b', '/nicht-gefunden/talente'],
    ['/talente/%C3%BC', '/nicht-gefunden/talente'],
    ['/talente/nicht-gefunden', '/nicht-gefunden/talente'],
    ['/zufall-12345', '/nicht-gefunden'],
    ['/og/gibt-es-nicht', '/nicht-gefunden'],
    ['/og/%00', '/nicht-gefunden'],
    ['/wp-login.php', '/nicht-gefunden'],
    ['/unternehmen/.env', '/nicht-gefunden'],
    ['/api/gibt-es-nicht', '/nicht-gefunden'],
    ['/api/draft-mode/gibt-es-nicht', '/nicht-gefunden'],
    ['/content-images/gibt-es-nicht.webp', '/nicht-gefunden'],
    ['/content-files/gibt-es-nicht.pdf', '/nicht-gefunden'],
  ])('shows %s, which no page has, the prerendered 404 %s', async (path, notFound) => {
    const response = await proxy(new NextRequest(`${origin}${path}`))
    expect(rewrittenTo(response)).toBe(notFound)
    expect(response.status).toBe(404)
  })

  it('sends an old path on, query string kept, and has it asked again every time', async () => {
    const permanent = await proxy(new NextRequest(`${origin}/preise?utm_source=mail&x=1`))
    expect(permanent.status).toBe(308)
    expect(permanent.headers.get('location')).toBe(
      `${origin}/unternehmen/preise?utm_source=mail&x=1`,
    )
    expect(permanent.headers.get('cache-control')).toBe('no-store')

    const temporary = await proxy(new NextRequest(`${origin}/aktion?a=b`))
    expect(temporary.status).toBe(307)
    expect(temporary.headers.get('location')).toBe(`${origin}/unternehmen/preise?a=b#kosten`)

    const away = await proxy(new NextRequest(`${origin}/blog?utm=1`))
    expect(away.headers.get('location')).toBe('https://blog.salesswipe.example/?ref=site&utm=1')
  })

  it('lets a page at a path win over a redirect from it', async () => {
    const response = await proxy(new NextRequest(`${origin}/talente`))
    expect(response.headers.get('x-middleware-next')).toBe('1')
  })

  it.each(['/nicht-gefunden', '/nicht-gefunden/talente'])(
    'answers %s, a page that draws the 404, with status 404',
    async (path) => {
      const response = await proxy(new NextRequest(`${origin}${path}`))
      expect(response.headers.get('x-middleware-next')).toBe('1')
      expect(response.status).toBe(404)
    },
  )

  it.each([false, true])(
    'answers a Pages Router data URL, which Next runs it for, with a plain 404 (path as seen: %s)',
    async (asSeen) => {
      if (asSeen) process.env.__NEXT_NO_MIDDLEWARE_URL_NORMALIZE = '1'
      try {
        const url = `${origin}/_next/data/abc123/unternehmen.json`
        const response = await proxy(new NextRequest(url))
        expect(response.status).toBe(404)
        expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
        expect(response.headers.get('cache-control')).toBe('no-store')
        expect(response.headers.get('x-middleware-rewrite')).toBeNull()
      } finally {
        delete process.env.__NEXT_NO_MIDDLEWARE_URL_NORMALIZE
      }
    },
  )

  it('sends a 404 nobody caches: the path may be published a minute later', async () => {
    for (const path of ['/gibt-es-nicht', '/nicht-gefunden']) {
      const response = await proxy(new NextRequest(`${origin}${path}`))
      expect(response.status).toBe(404)
      expect(response.headers.get('cache-control')).toMatch(/\bno-store\b/)
      expect(response.headers.get('cache-control')).not.toMatch(/s-maxage|public/)
    }
  })

  it('rewrites to the 404 page on the request’s own origin, so Next serves it in-process', async () => {
    // What next.config.ts's skipProxyUrlNormalize sets: the URL as Next's router saw it.
    process.env.__NEXT_NO_MIDDLEWARE_URL_NORMALIZE = '1'
    try {
      const response = await proxy(new NextRequest('http://127.0.0.1:3401/gibt-es-nicht?x=1'))
      expect(response.headers.get('x-middleware-rewrite')).toBe(
        'http://127.0.0.1:3401/nicht-gefunden',
      )
    } finally {
      delete process.env.__NEXT_NO_MIDDLEWARE_URL_NORMALIZE
    }
  })

  it('sends a moved path on to the request’s own origin', async () => {
    process.env.__NEXT_NO_MIDDLEWARE_URL_NORMALIZE = '1'
    try {
      const response = await proxy(new NextRequest('http://127.0.0.1:3401/preise?x=1'))
      expect(response.headers.get('location')).toBe('http://127.0.0.1:3401/unternehmen/preise?x=1')
    } finally {
      delete process.env.__NEXT_NO_MIDDLEWARE_URL_NORMALIZE
    }
  })

  it.each([
    ['/unternehmen/', '/unternehmen'],
    ['/talente//', '/talente'],
    ['/gibt-es-nicht/?a=1', '/gibt-es-nicht?a=1'],
    ['/api/revalidate/', '/api/revalidate'],
  ])('redirects %s to %s, the path without its trailing slash', async (path, target) => {
    const response = await proxy(new NextRequest(`${origin}${path}`))
    expect(response.status).toBe(308)
    const location = new URL(response.headers.get('location') ?? '')
    expect(`${location.pathname}${location.search}`).toBe(target)
    expect(location.origin).toBe(origin)
  })

  const draftValue = 'the-build-preview-id'
  const previewCookies = (draft: string, proof: string) => ({
    cookie: `__prerender_bypass=${draft}; site_preview_proof=${proof}`,
  })

  it('lets an editor’s preview reach a page that is not published yet', async () => {
    const request = new NextRequest(`${origin}/neue-kampagne`, {
      headers: previewCookies(draftValue, previewProof(draftValue, previewSecret)),
    })
    const response = await proxy(request)
    expect(rewrittenTo(response)).toBeNull()
    expect(response.headers.get('x-middleware-next')).toBe('1')
  })

  it.each([
    ['a draft-mode cookie alone', { cookie: '__prerender_bypass=1' }],
    ['a draft-mode cookie Next would refuse', { cookie: `__prerender_bypass=${draftValue}` }],
    ['a made-up proof', previewCookies(draftValue, 'made-up')],
    ['a proof of another value', previewCookies('1', previewProof(draftValue, previewSecret))],
    [
      'a proof signed with another secret',
      previewCookies(draftValue, previewProof(draftValue, 'x')),
    ],
  ])('shows the 404 page despite %s', async (_, headers) => {
    const response = await proxy(new NextRequest(`${origin}/unternehmen/forged-1`, { headers }))
    expect(rewrittenTo(response)).toBe('/nicht-gefunden')
    expect(response.status).toBe(404)
  })

  it.each([
    ...malformed,
    '/og/%00',
    '/og/companyLandingPage',
    '/unternehmen',
    '/talente/gibt-es-nicht',
    '/gibt-es-nicht',
    '/api/gibt-es-nicht',
    '/api/revalidate/x',
  ])('runs for %s', (path) => {
    expect(unstable_doesMiddlewareMatch({ config, url: `${origin}${path}` })).toBe(true)
  })

  it.each([
    '/_next/static/chunks/app.js',
    '/_next/image',
    '/api/revalidate',
    '/api/draft-mode/enable',
    '/api/draft-mode/disable',
  ])('does not run for %s: build assets and the API routes skip it', (path) => {
    expect(unstable_doesMiddlewareMatch({ config, url: `${origin}${path}` })).toBe(false)
  })
})

test('the proxy knows every API route the app has', () => {
  const routes = globSync('app/api/**/route.ts', { cwd: __dirname }).map(
    (file) => `/${file.replace(/^app\//, '').replace(/\/route\.ts$/, '')}`,
  )
  expect(routes.sort()).toEqual([...apiRoutes].sort())
})
