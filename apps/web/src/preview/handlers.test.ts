/** @jest-environment node */
import { redirect } from 'next/navigation'
import { createDisableHandler, createEnableHandler, type Handler } from './handlers'
import { previewProofCookie, provesPreview } from './proof'

const secret = 'e2e-preview-secret-0123456789'
const origin = 'https://site.example'

const signingSecret = 'server-side-signing-secret-0123'

/**
 * A fake `draftMode()` that records what the handler did, and a cookie jar standing in for
 * `cookies()`: like Next's, enabling sets the draft-mode cookie to the build's preview id.
 */
function draftModeSpy({ requestCookie }: { requestCookie?: string } = {}) {
  const calls: string[] = []
  const previewId = 'build-preview-id'
  const jar = new Map<string, { value: string; sameSite?: string }>(
    requestCookie === undefined ? [] : [['__prerender_bypass', { value: requestCookie }]],
  )
  let enabled = requestCookie === previewId
  const cookies = async () => ({
    get: (name: string) => jar.get(name),
    set: (name: string, value: string, attributes: { sameSite: string }) =>
      jar.set(name, { value, sameSite: attributes.sameSite }),
    delete: (name: string) => jar.delete(name),
  })
  return {
    calls,
    jar,
    draftMode: async () => ({
      get isEnabled() {
        return enabled
      },
      enable: () => {
        calls.push('enable')
        enabled = true
        jar.set('__prerender_bypass', { value: previewId, sameSite: 'none' })
      },
      disable: () => {
        calls.push('disable')
        enabled = false
        jar.delete('__prerender_bypass')
      },
    }),
    cookies,
    proof: { cookies, signingSecret, framedByStudio: false },
  }
}

const get = (handler: Handler, path: string, headers: Record<string, string> = {}) =>
  handler(new Request(`${origin}${path}`, { headers }))

const enableUrl = (params: Record<string, string>) =>
  `/api/draft-mode/enable?${new URLSearchParams(params)}`

/*
 * Redirect targets that lead to another host once resolved the way a browser resolves a
 * Location: dot segments (plain, percent-encoded, mixed case, after a real segment) followed by
 * an empty segment or a backslash, and slashes a server decoding the path once would see.
 */
const dotSegments = ['/..', '/.', '/%2e%2e', '/%2E%2E', '/.%2e', '/%2e.', '/%2e', '/unternehmen/..']
const foreignTargets = [
  ...dotSegments.flatMap((dots) => [`${dots}//evil.example`, `${dots}/\\evil.example`]),
  '/unternehmen/../..//evil.example',
  '/./\\evil.example',
  '/..//evil.example/unternehmen?x=1#faq',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5C%5Cevil.example',
  '/%5Cevil.example',
  '/..%2F%2Fevil.example',
  '/%2e%2e%2F%2Fevil.example',
  '/%09/evil.example',
]

/** The origin a browser would go to for this Location, read relative to the requested URL. */
const browserTarget = (location: string, requested: string) =>
  new URL(location, `${origin}${requested}`)

/*
 * The family around the foreign targets: each either refused, or redirected to a path on this
 * site that is already normalised (the browser goes exactly where the check looked).
 */
const targetFamily = [
  ...foreignTargets,
  '/%252e%252e//evil.example',
  '/%252F%252Fevil.example',
  '/unternehmen/%2e%2e/%2e%2e/%2e%2e//evil.example',
  '/a/b/c/../../..//evil.example',
  '/unternehmen/..%5C..%5Cevil.example',
  '/%c0%ae%c0%ae//evil.example',
  '/%zz//evil.example',
]

function expectStaysOnSite(response: Response, requested: string) {
  if (response.status === 400) return
  expect(response.status).toBe(307)
  const location = response.headers.get('location') ?? ''
  expect(location).toMatch(/^\/(?![/\\])/)
  expect(browserTarget(location, requested).origin).toBe(origin)
  const resolved = browserTarget(location, requested)
  expect(`${resolved.pathname}${resolved.search}${resolved.hash}`).toBe(location)
}

describe('enable handler, bundled content', () => {
  const setup = (previewSecret: string | null = secret) => {
    const spy = draftModeSpy()
    const handler = createEnableHandler({
      content: { kind: 'embedded' },
      ...(previewSecret ? { previewSecret } : {}),
      draftMode: spy.draftMode,
      proof: spy.proof,
    })
    return { handler, calls: spy.calls, jar: spy.jar }
  }

  it.each([
    ['no secret', {}],
    ['a wrong secret', { 'sanity-preview-secret': 'wrong-secret-0123456789' }],
    ['a prefix of the secret', { 'sanity-preview-secret': secret.slice(0, -1) }],
    ['an empty secret', { 'sanity-preview-secret': '' }],
  ])('refuses %s with 401 and leaves draft mode off', async (_, params) => {
    const { handler, calls } = setup()
    const response = await get(handler, enableUrl(params))
    expect(response.status).toBe(401)
    expect(response.headers.get('location')).toBeNull()
    expect(calls).toEqual([])
  })

  it('refuses every secret when none is configured', async () => {
    const { handler, calls } = setup(null)
    expect((await get(handler, enableUrl({ 'sanity-preview-secret': secret }))).status).toBe(401)
    expect(calls).toEqual([])
  })

  it('turns draft mode on and redirects to the page to preview', async () => {
    const { handler, calls } = setup()
    const response = await get(
      handler,
      enableUrl({
        'sanity-preview-secret': secret,
        'sanity-preview-pathname': '/unternehmen?a=1#faq',
      }),
    )
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe('/unternehmen?a=1#faq')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(calls).toEqual(['enable'])
  })

  it('proves the preview with a signed cookie and sends both cookies SameSite=Lax', async () => {
    const { handler, jar } = setup()
    await get(handler, enableUrl({ 'sanity-preview-secret': secret }))
    const draft = jar.get('__prerender_bypass')
    expect(draft).toEqual({ value: 'build-preview-id', sameSite: 'lax' })
    const proof = jar.get(previewProofCookie)
    expect(proof?.sameSite).toBe('lax')
    expect(provesPreview(draft?.value, proof?.value, signingSecret)).toBe(true)
    expect(provesPreview('forged', proof?.value, signingSecret)).toBe(false)
    expect(provesPreview(draft?.value, proof?.value, 'another-secret-0123456789')).toBe(false)
  })

  it('sends them SameSite=None when the Studio frames the site from its origin', async () => {
    const spy = draftModeSpy()
    const handler = createEnableHandler({
      content: { kind: 'embedded' },
      previewSecret: secret,
      draftMode: spy.draftMode,
      proof: { ...spy.proof, framedByStudio: true },
    })
    await get(handler, enableUrl({ 'sanity-preview-secret': secret }))
    expect(spy.jar.get('__prerender_bypass')?.sameSite).toBe('none')
    expect(spy.jar.get(previewProofCookie)?.sameSite).toBe('none')
  })

  it('never signs a draft-mode cookie Next does not accept', async () => {
    const spy = draftModeSpy({ requestCookie: 'forged' })
    const handler = createEnableHandler({
      content: { kind: 'embedded' },
      previewSecret: secret,
      draftMode: spy.draftMode,
      proof: spy.proof,
    })
    expect((await get(handler, enableUrl({ 'sanity-preview-secret': 'wrong' }))).status).toBe(401)
    expect(spy.jar.get(previewProofCookie)).toBeUndefined()
  })

  it('redirects to the home page without a target', async () => {
    const { handler } = setup()
    const response = await get(handler, enableUrl({ 'sanity-preview-secret': secret }))
    expect(response.headers.get('location')).toBe('/')
  })

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    'https://evil.example/unternehmen',
    'javascript:alert(1)',
    'unternehmen',
    '/\t/evil.example',
    ' /unternehmen',
  ])('refuses the redirect target %j with 400 and leaves draft mode off', async (target) => {
    const { handler, calls } = setup()
    const response = await get(
      handler,
      enableUrl({ 'sanity-preview-secret': secret, 'sanity-preview-pathname': target }),
    )
    expect(response.status).toBe(400)
    expect(response.headers.get('location')).toBeNull()
    expect(calls).toEqual([])
  })

  it.each(foreignTargets)('refuses %j, another host once normalised', async (target) => {
    const { handler, calls } = setup()
    const response = await get(
      handler,
      enableUrl({ 'sanity-preview-secret': secret, 'sanity-preview-pathname': target }),
    )
    expect(response.status).toBe(400)
    expect(response.headers.get('location')).toBeNull()
    expect(calls).toEqual([])
  })

  it.each(targetFamily)('never redirects %j off the site', async (target) => {
    const { handler } = setup()
    const requested = enableUrl({
      'sanity-preview-secret': secret,
      'sanity-preview-pathname': target,
    })
    expectStaysOnSite(await get(handler, requested), requested)
  })

  it.each([
    ['/unternehmen/../agb', '/agb'],
    ['/unternehmen/./preise', '/unternehmen/preise'],
    ['/%2e%2e/agb', '/agb'],
    ['/talente/%2E%2E/unternehmen?x=1#faq', '/unternehmen?x=1#faq'],
  ])('redirects %j to its normalised path %j', async (target, path) => {
    const { handler } = setup()
    const response = await get(
      handler,
      enableUrl({ 'sanity-preview-secret': secret, 'sanity-preview-pathname': target }),
    )
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe(path)
  })
})

describe('enable handler, Sanity', () => {
  const content = {
    kind: 'sanity' as const,
    projectId: 'abc123',
    dataset: 'production',
    apiVersion: '2025-10-01',
    useCdn: false,
    token: 'read-token',
  }
  it('proves the preview once next-sanity enabled draft mode, also when it throws its redirect', async () => {
    const spy = draftModeSpy()
    // The error Next's `redirect()` throws, as next-sanity's handler ends with it.
    const nextRedirect = (() => {
      try {
        redirect('/agb')
      } catch (error) {
        return error
      }
    })()
    const sanityEnable = jest.fn(async () => {
      ;(await spy.draftMode()).enable()
      throw nextRedirect
    })
    const handler = createEnableHandler({ content, sanityEnable, ...spy })
    const path = enableUrl({ 'sanity-preview-secret': 'abc', 'sanity-preview-pathname': '/agb' })
    await expect(get(handler, path)).rejects.toBe(nextRedirect)
    const draft = spy.jar.get('__prerender_bypass')
    expect(provesPreview(draft?.value, spy.jar.get(previewProofCookie)?.value, signingSecret)).toBe(
      true,
    )
  })

  it.each([
    ['to the page asked for', { 'sanity-preview-pathname': '/agb' }],
    ['without a target', {}],
  ])(
    'answers 503 and logs it when the Content Lake cannot check the secret, %s',
    async (_case, target) => {
      const log = jest.spyOn(console, 'error').mockImplementation(() => {})
      const spy = draftModeSpy()
      const sanityEnable = jest.fn(async (): Promise<Response> => {
        throw Object.assign(new Error('Socket timed out on request to /query?$secret="abc"'), {
          code: 'ESOCKETTIMEDOUT',
        })
      })
      const handler = createEnableHandler({ content, sanityEnable, ...spy })
      const response = await get(handler, enableUrl({ 'sanity-preview-secret': 'abc', ...target }))
      expect(response.status).toBe(503)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.text()).toMatch(/try again/)
      expect(spy.calls).toEqual([])
      expect(spy.jar.get(previewProofCookie)).toBeUndefined()
      // The kind of failure, never the client's message: it holds the URL with the secret.
      expect(log).toHaveBeenCalledWith(
        expect.stringMatching(/^GET \/api\/draft-mode\/enable failed: .*ESOCKETTIMEDOUT/),
      )
      expect(log.mock.calls.flat().join(' ')).not.toContain('abc')
      log.mockRestore()
    },
  )

  it('sets no proof when next-sanity refuses the secret', async () => {
    const spy = draftModeSpy({ requestCookie: 'forged' })
    const sanityEnable = jest.fn(async () => new Response('Invalid secret', { status: 401 }))
    const handler = createEnableHandler({ content, sanityEnable, ...spy })
    const path = enableUrl({ 'sanity-preview-secret': 'abc', 'sanity-preview-pathname': '/agb' })
    expect((await get(handler, path)).status).toBe(401)
    expect(spy.jar.get(previewProofCookie)).toBeUndefined()
  })

  it('leaves the secret check to next-sanity (the Studio’s secrets in the Content Lake)', async () => {
    const sanityEnable = jest.fn(async () => new Response(null, { status: 307 }))
    const handler = createEnableHandler({ content, sanityEnable, ...draftModeSpy() })
    const path = enableUrl({ 'sanity-preview-secret': 'abc', 'sanity-preview-pathname': '/agb' })
    expect((await get(handler, path)).status).toBe(307)
    expect(sanityEnable).toHaveBeenCalledTimes(1)
  })

  it('refuses a missing secret and a foreign target before asking the Content Lake', async () => {
    const sanityEnable = jest.fn(async () => new Response(null, { status: 307 }))
    const handler = createEnableHandler({ content, sanityEnable, ...draftModeSpy() })
    expect((await get(handler, enableUrl({}))).status).toBe(401)
    const foreign = enableUrl({
      'sanity-preview-secret': 'abc',
      'sanity-preview-pathname': 'http://x//evil.example',
    })
    expect((await get(handler, foreign)).status).toBe(400)
    expect(sanityEnable).not.toHaveBeenCalled()
  })

  it.each(foreignTargets)('refuses %j before asking the Content Lake', async (target) => {
    const sanityEnable = jest.fn(async () => new Response(null, { status: 307 }))
    const handler = createEnableHandler({ content, sanityEnable, ...draftModeSpy() })
    const path = enableUrl({ 'sanity-preview-secret': 'abc', 'sanity-preview-pathname': target })
    expect((await get(handler, path)).status).toBe(400)
    expect(sanityEnable).not.toHaveBeenCalled()
  })

  it('hands next-sanity the normalised target, which it redirects to', async () => {
    const sanityEnable = jest.fn(async (_request: Request) => new Response(null, { status: 307 }))
    const handler = createEnableHandler({ content, sanityEnable, ...draftModeSpy() })
    const path = enableUrl({
      'sanity-preview-secret': 'abc',
      'sanity-preview-pathname': '/unternehmen/%2e%2e/agb',
    })
    await get(handler, path)
    const forwarded = new URL(sanityEnable.mock.calls[0]![0].url)
    expect(forwarded.searchParams.get('sanity-preview-pathname')).toBe('/agb')
    expect(forwarded.searchParams.get('sanity-preview-secret')).toBe('abc')
  })

  it('explains that preview needs the read token, and logs it with the path', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {})
    const handler = createEnableHandler({ content, ...draftModeSpy() })
    const response = await get(handler, enableUrl({ 'sanity-preview-secret': 'abc' }))
    expect(response.status).toBe(500)
    expect(await response.text()).toMatch(/SANITY_API_READ_TOKEN/)
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/^GET \/api\/draft-mode\/enable failed: .*SANITY_API_READ_TOKEN/),
    )
    log.mockRestore()
  })
})

describe('disable handler', () => {
  const setup = (siteUrl?: string) => {
    const spy = draftModeSpy()
    const handler = createDisableHandler({
      draftMode: spy.draftMode,
      cookies: spy.cookies,
      ...(siteUrl ? { siteUrl } : {}),
    })
    return { handler, calls: spy.calls, jar: spy.jar }
  }

  it('leaves draft mode and returns to the page the link was on', async () => {
    const { handler, calls } = setup()
    const response = await get(handler, '/api/draft-mode/disable', {
      referer: `${origin}/unternehmen/preise?x=1`,
    })
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe('/unternehmen/preise?x=1')
    expect(calls).toEqual(['disable'])
  })

  it('drops the preview proof with draft mode', async () => {
    const { handler, jar } = setup()
    jar.set(previewProofCookie, { value: 'proof' })
    await get(handler, '/api/draft-mode/disable')
    expect(jar.has(previewProofCookie)).toBe(false)
  })

  it('goes to a given path, and home for a foreign referrer', async () => {
    const { handler } = setup()
    const given = await get(handler, '/api/draft-mode/disable?redirect=%2Ftalente')
    expect(given.headers.get('location')).toBe('/talente')
    const foreign = await get(handler, '/api/draft-mode/disable', {
      referer: 'https://evil.example/unternehmen',
    })
    expect(foreign.headers.get('location')).toBe('/')
  })

  it.each(foreignTargets)('refuses %j with 400 and stays in preview', async (target) => {
    const { handler, calls } = setup()
    const response = await get(
      handler,
      `/api/draft-mode/disable?redirect=${encodeURIComponent(target)}`,
    )
    expect(response.status).toBe(400)
    expect(response.headers.get('location')).toBeNull()
    expect(calls).toEqual([])
  })

  it.each(targetFamily)('never redirects %j off the site', async (target) => {
    const { handler } = setup()
    const requested = `/api/draft-mode/disable?redirect=${encodeURIComponent(target)}`
    expectStaysOnSite(await get(handler, requested), requested)
  })

  it.each(foreignTargets)('returns home from a Referer whose path is %j', async (path) => {
    const { handler } = setup()
    const response = await get(handler, '/api/draft-mode/disable', {
      referer: `${origin}${path}`,
    })
    expectStaysOnSite(response, '/api/draft-mode/disable')
    expect(response.headers.get('location')).toBe('/')
  })

  describe('behind a proxy (Next sees http://127.0.0.1:3000, visitors another host)', () => {
    const internal = 'http://127.0.0.1:3000/api/draft-mode/disable'
    const publicPage = 'https://www.salesswipe.example/unternehmen/preise?x=1'
    const leave = (handler: Handler, headers: Record<string, string>) =>
      handler(new Request(internal, { headers: { referer: publicPage, ...headers } }))

    it('returns to the page the editor was on, on the host the browser addressed', async () => {
      const { handler, calls } = setup()
      const response = await leave(handler, { host: 'www.salesswipe.example' })
      expect(response.status).toBe(307)
      expect(response.headers.get('location')).toBe('/unternehmen/preise?x=1')
      expect(calls).toEqual(['disable'])
    })

    it('returns to the page on the host the proxy forwarded (X-Forwarded-Host)', async () => {
      const { handler } = setup()
      const response = await leave(handler, {
        host: '127.0.0.1:3000',
        'x-forwarded-host': 'www.salesswipe.example, proxy.internal',
      })
      expect(response.headers.get('location')).toBe('/unternehmen/preise?x=1')
    })

    it('returns to the page on the configured public origin (NEXT_PUBLIC_SITE_URL)', async () => {
      const { handler } = setup('https://www.salesswipe.example')
      const response = await leave(handler, { host: '127.0.0.1:3000' })
      expect(response.headers.get('location')).toBe('/unternehmen/preise?x=1')
    })

    it.each([
      'https://evil.example/unternehmen/preise',
      'https://www.salesswipe.example.evil.example/unternehmen',
      'javascript://www.salesswipe.example/%0aalert(1)',
      'not a url',
    ])('goes home from the Referer %j', async (referer) => {
      const { handler } = setup('https://www.salesswipe.example')
      const response = await leave(handler, { host: 'www.salesswipe.example', referer })
      expect(response.headers.get('location')).toBe('/')
    })

    it.each(foreignTargets)('goes home from a public page whose path is %j', async (path) => {
      const { handler } = setup('https://www.salesswipe.example')
      const response = await leave(handler, {
        host: 'www.salesswipe.example',
        referer: `https://www.salesswipe.example${path}`,
      })
      expect(response.headers.get('location')).toBe('/')
    })
  })

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example'])(
    'refuses the redirect target %j with 400',
    async (target) => {
      const { handler, calls } = setup()
      const response = await get(
        handler,
        `/api/draft-mode/disable?redirect=${encodeURIComponent(target)}`,
      )
      expect(response.status).toBe(400)
      expect(calls).toEqual([])
    },
  )
})
