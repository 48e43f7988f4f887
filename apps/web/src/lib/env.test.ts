import { readEnv } from './env'

describe('readEnv', () => {
  it('defaults to the bundled content, refreshed hourly', () => {
    expect(readEnv({})).toEqual({ content: { kind: 'embedded' }, revalidateSeconds: 3600 })
  })

  it('reads a Sanity project and the revalidation interval', () => {
    expect(
      readEnv({
        NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123',
        NEXT_PUBLIC_SANITY_API_HOST: 'http://127.0.0.1:3300',
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
