import { readEnv } from './env'

describe('readEnv', () => {
  it('defaults to the bundled content, refreshed hourly', () => {
    expect(readEnv({})).toEqual({
      content: { kind: 'embedded' },
      revalidateSeconds: 3600,
      siteUrl: 'http://localhost:3000',
    })
  })

  it('reads a Sanity project and the revalidation interval', () => {
    expect(
      readEnv({
        NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123',
        NEXT_PUBLIC_SANITY_API_HOST: 'http://127.0.0.1:3300',
        NEXT_PUBLIC_SITE_URL: 'https://www.salesswipe.de',
        REVALIDATE_SECONDS: '60',
      }),
    ).toEqual({
      content: {
        kind: 'sanity',
        projectId: 'abc123',
        dataset: 'production',
        apiVersion: '2025-10-01',
        apiHost: 'http://127.0.0.1:3300',
        useCdn: false,
      },
      revalidateSeconds: 60,
      siteUrl: 'https://www.salesswipe.de',
    })
  })

  it.each(['0', '-5', '1.5', 'hourly'])('rejects REVALIDATE_SECONDS=%s with the fix', (value) => {
    expect(() => readEnv({ REVALIDATE_SECONDS: value })).toThrow(
      `REVALIDATE_SECONDS is "${value}": use a whole number of seconds of at least 1`,
    )
  })

  it('names the misconfigured Sanity variable', () => {
    expect(() => readEnv({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'Not Valid!' })).toThrow(
      /NEXT_PUBLIC_SANITY_PROJECT_ID is "Not Valid!"/,
    )
  })

  it('reads the webhook secret, trimmed; unset or blank turns the webhook off', () => {
    const secret = 'a1b2c3d4e5f6a7b8c9d0'
    expect(readEnv({ SANITY_REVALIDATE_SECRET: ` ${secret}\n` }).revalidateSecret).toBe(secret)
    expect(readEnv({}).revalidateSecret).toBeUndefined()
    expect(readEnv({ SANITY_REVALIDATE_SECRET: '  ' }).revalidateSecret).toBeUndefined()
  })

  it.each(['short', 'has a space in the middle'])(
    'rejects SANITY_REVALIDATE_SECRET=%j without echoing it',
    (value) => {
      const read = () => readEnv({ SANITY_REVALIDATE_SECRET: value })
      expect(read).toThrow(/SANITY_REVALIDATE_SECRET is set but is not a usable webhook secret/)
      expect(read).toThrow(/at least 16 characters without spaces/)
      expect(read).not.toThrow(value)
    },
  )
})

describe('readEnv: preview', () => {
  const secret = 'a'.repeat(32)

  it('reads the preview secret and the Studio URL (without a trailing slash)', () => {
    expect(
      readEnv({
        SANITY_PREVIEW_SECRET: ` ${secret} `,
        NEXT_PUBLIC_SANITY_STUDIO_URL: 'https://salesswipe.sanity.studio/',
      }),
    ).toEqual({
      content: { kind: 'embedded' },
      revalidateSeconds: 3600,
      siteUrl: 'http://localhost:3000',
      previewSecret: secret,
      studioUrl: 'https://salesswipe.sanity.studio',
    })
  })

  it('leaves preview off when the secret is unset or blank', () => {
    expect(readEnv({ SANITY_PREVIEW_SECRET: '  ' })).not.toHaveProperty('previewSecret')
  })

  it.each(['short', 'has spaces in the middle of it'])(
    'rejects a weak SANITY_PREVIEW_SECRET without echoing it (%s)',
    (value) => {
      const read = () => readEnv({ SANITY_PREVIEW_SECRET: value })
      expect(read).toThrow(/SANITY_PREVIEW_SECRET is not a usable secret/)
      expect(read).toThrow(/at least 16 characters without spaces/)
      expect(read).not.toThrow(value)
    },
  )

  it.each(['sanity.studio', 'ftp://studio.example', 'https://studio.example/?a=1'])(
    'rejects NEXT_PUBLIC_SANITY_STUDIO_URL=%s with the fix',
    (value) => {
      expect(() => readEnv({ NEXT_PUBLIC_SANITY_STUDIO_URL: value })).toThrow(
        `NEXT_PUBLIC_SANITY_STUDIO_URL is "${value}", which is not an http(s) URL`,
      )
    },
  )
})

describe('readEnv: NEXT_PUBLIC_SITE_URL', () => {
  const sanity = { NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123' }

  it.each([
    ['https://www.salesswipe.de', 'https://www.salesswipe.de'],
    [' https://www.salesswipe.de/ ', 'https://www.salesswipe.de'],
    ['https://WWW.SalesSwipe.de:8443', 'https://www.salesswipe.de:8443'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['http://127.0.0.1:3403', 'http://127.0.0.1:3403'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
  ])('with a Sanity project, reads %j as the origin %j', (value, origin) => {
    expect(readEnv({ ...sanity, NEXT_PUBLIC_SITE_URL: value }).siteUrl).toBe(origin)
  })

  it.each([undefined, '', '  '])(
    'with a Sanity project, stops the build when it is unset (%j) and says what to set',
    (value) => {
      const read = () => readEnv({ ...sanity, NEXT_PUBLIC_SITE_URL: value })
      expect(read).toThrow(/NEXT_PUBLIC_SITE_URL is not set/)
      expect(read).toThrow(/NEXT_PUBLIC_SANITY_PROJECT_ID/)
      expect(read).toThrow(/e\.g\. "https:\/\/www\.salesswipe\.de"/)
    },
  )

  const refused = [
    'http://www.salesswipe.de',
    'http://localhost.evil.de',
    'http://10.0.0.5:3000',
    'www.salesswipe.de',
    'localhost:3000',
    'ftp://www.salesswipe.de',
    'https://www.salesswipe.de/site',
    'https://www.salesswipe.de/?a=1',
    'https://www.salesswipe.de/#top',
    'https://user:secret@www.salesswipe.de',
    'https://',
    // Placeholders from documentation and tests.
    'https://www.salesswipe.example',
    'https://example',
    'https://site.invalid',
    'https://shop.test',
    'https://www.example.com',
    'https://example.org:8443',
  ]

  it.each(refused)(
    'with a Sanity project, refuses NEXT_PUBLIC_SITE_URL=%j with the fix',
    (value) => {
      const read = () => readEnv({ ...sanity, NEXT_PUBLIC_SITE_URL: value })
      expect(read).toThrow(`NEXT_PUBLIC_SITE_URL is "${value}", which is not`)
      expect(read).toThrow(/https:\/\/.*http only for localhost or 127\.0\.0\.1/)
    },
  )

  it.each(refused)('on bundled content refuses NEXT_PUBLIC_SITE_URL=%j too', (value) => {
    expect(() => readEnv({ NEXT_PUBLIC_SITE_URL: value })).toThrow(
      `NEXT_PUBLIC_SITE_URL is "${value}", which is not`,
    )
  })

  it('on bundled content defaults to http://localhost:3000 and accepts a public https origin', () => {
    expect(readEnv({}).siteUrl).toBe('http://localhost:3000')
    expect(readEnv({ NEXT_PUBLIC_SITE_URL: 'https://demo.salesswipe.de' }).siteUrl).toBe(
      'https://demo.salesswipe.de',
    )
  })
})
