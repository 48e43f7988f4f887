/** @jest-environment node */
import { pendingReadsEnded, reachableCheckMs, watchContent } from './outage'

const running = () => new AbortController().signal

describe('watchContent', () => {
  it('answers once the content answers, with one check per interval for every waiter', async () => {
    const answers = [false, false, true]
    const reachable = jest.fn(async () => answers.shift() ?? true)
    const sleep = jest.fn(async (ms: number) => void ms)
    const untilReachable = watchContent(reachable, { stopping: running, sleep })
    expect(await Promise.all([untilReachable(), untilReachable(), untilReachable()])).toEqual([
      true,
      true,
      true,
    ])
    expect(reachable).toHaveBeenCalledTimes(3)
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([reachableCheckMs, reachableCheckMs])
  })

  it('checks afresh for a later outage', async () => {
    const reachable = jest.fn(async () => true)
    const untilReachable = watchContent(reachable, { stopping: running, sleep: async () => {} })
    await untilReachable()
    await untilReachable()
    expect(reachable).toHaveBeenCalledTimes(2)
  })

  it('gives up at once when the server stops, so its shutdown does not wait for the content', async () => {
    const stopping = new AbortController()
    const untilReachable = watchContent(async () => false, { stopping: () => stopping.signal })
    const waiting = untilReachable()
    await new Promise((resolve) => setTimeout(resolve, 50))
    const stopped = Date.now()
    stopping.abort()
    expect(await waiting).toBe(false)
    expect(Date.now() - stopped).toBeLessThan(reachableCheckMs / 2)
  })
})

describe('pendingReadsEnded', () => {
  it('waits past the reads’ deadline', async () => {
    const sleep = jest.fn(async (ms: number) => void ms)
    expect(await pendingReadsEnded(4000, { stopping: running, sleep })).toBe(true)
    expect(sleep.mock.calls[0]?.[0]).toBeGreaterThan(4000)
  })

  it('answers false at once when the server stops', async () => {
    const stopping = new AbortController()
    const waiting = pendingReadsEnded(60_000, { stopping: () => stopping.signal })
    stopping.abort()
    expect(await waiting).toBe(false)
  })
})
