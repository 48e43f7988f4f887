/** How often publishes waiting for the content to answer again ask it. */
export const reachableCheckMs = 2000

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * `untilReachable()`: resolves once `reachable()` answers true. One check every
 * `reachableCheckMs`, shared by every caller waiting at the time.
 */
export function watchContent(
  reachable: () => Promise<boolean>,
  sleep: (ms: number) => Promise<void> = wait,
): () => Promise<void> {
  let back: Promise<void> | undefined
  const poll = async () => {
    while (!(await reachable())) await sleep(reachableCheckMs)
  }
  return () => (back ??= poll().finally(() => (back = undefined)))
}
