/** @jest-environment node */
import { reachableCheckMs, watchContent } from './outage'

describe('watchContent', () => {
  it('resolves once the content answers, with one check per interval for every waiter', async () => {
    const answers = [false, false, true]
    const reachable = jest.fn(async () => answers.shift() ?? true)
    const sleep = jest.fn(async () => {})
    const untilReachable = watchContent(reachable, sleep)
    await Promise.all([untilReachable(), untilReachable(), untilReachable()])
    expect(reachable).toHaveBeenCalledTimes(3)
    expect(sleep.mock.calls).toEqual([[reachableCheckMs], [reachableCheckMs]])
  })

  it('checks afresh for a later outage', async () => {
    const reachable = jest.fn(async () => true)
    const untilReachable = watchContent(reachable, async () => {})
    await untilReachable()
    await untilReachable()
    expect(reachable).toHaveBeenCalledTimes(2)
  })
})
