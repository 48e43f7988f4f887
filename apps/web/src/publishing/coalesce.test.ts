import { memoryClaims } from './claims'
import { burstWindowMs, revalidateCoalesced, type Applied } from './coalesce'

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

/** `count` publishes `every` ms apart, each coalesced as the webhook does it. */
async function burst(count: number, every: number) {
  const claims = memoryClaims()
  const revalidations: number[] = []
  const revalidate = jest.fn(() => void revalidations.push(Date.now()))
  const started = Date.now()
  const results: Promise<Applied>[] = []
  for (let index = 0; index < count; index += 1) {
    results.push(revalidateCoalesced(['agent', 'content'], { claims, revalidate }))
    await jest.advanceTimersByTimeAsync(every)
  }
  const lastPublish = Date.now() - every
  await jest.advanceTimersByTimeAsync(3 * burstWindowMs)
  return { applied: await Promise.all(results), revalidations, started, lastPublish, revalidate }
}

describe('revalidateCoalesced', () => {
  it('revalidates a lone publish at once', async () => {
    const { applied, revalidate } = await burst(1, 0)
    expect(applied).toEqual(['now'])
    expect(revalidate).toHaveBeenCalledWith(['agent', 'content'])
  })

  it('turns 50 publishes within 10 s into a handful of revalidations', async () => {
    const { applied, revalidations } = await burst(50, 200)
    expect(revalidations.length).toBeLessThanOrEqual(4)
    expect(applied.filter((result) => result === 'with-pending').length).toBeGreaterThan(40)
  })

  it('always revalidates after the last publish of a burst', async () => {
    const { revalidations, lastPublish } = await burst(50, 200)
    expect(Math.max(...revalidations)).toBeGreaterThanOrEqual(lastPublish)
  })

  it('revalidates publishes a window apart each at once', async () => {
    const { applied } = await burst(3, burstWindowMs + 1)
    expect(applied).toEqual(['now', 'now', 'now'])
  })
})
