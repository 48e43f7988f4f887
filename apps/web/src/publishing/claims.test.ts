import { memoryClaims, redisClaims } from './claims'

describe('memoryClaims', () => {
  it('gives a key to one holder until its time runs out', async () => {
    let now = 0
    const claims = memoryClaims(() => now)
    expect(await claims.claim('key', 1000)).toBe(true)
    expect(await claims.claim('key', 1000)).toBe(false)
    now = 400
    expect(await claims.remaining('key')).toBe(600)
    now = 1000
    expect(await claims.remaining('key')).toBe(0)
    expect(await claims.claim('key', 1000)).toBe(true)
  })

  it('frees a released key at once', async () => {
    const claims = memoryClaims()
    await claims.claim('key', 60_000)
    await claims.release('key')
    expect(await claims.claim('key', 60_000)).toBe(true)
  })
})

describe('redisClaims', () => {
  it('claims with SET NX PX under its prefix', async () => {
    const set = jest.fn(async () => 'OK' as const)
    const redis = { isReady: true, set, pTTL: jest.fn(async () => 1500), del: jest.fn() }
    const claims = redisClaims(async () => redis as never)
    expect(await claims.claim('revalidated', 5000)).toBe(true)
    expect(set).toHaveBeenCalledWith('site:webhook:revalidated', '1', { NX: true, PX: 5000 })
    expect(await claims.remaining('revalidated')).toBe(1500)
  })

  it('answers from memory while Redis is not ready or fails', async () => {
    const notReady = redisClaims(async () => ({ isReady: false }) as never)
    expect(await notReady.claim('key', 1000)).toBe(true)
    expect(await notReady.claim('key', 1000)).toBe(false)
    const failing = redisClaims(async () => {
      throw new Error('connect ECONNREFUSED')
    })
    expect(await failing.claim('key', 1000)).toBe(true)
  })
})
