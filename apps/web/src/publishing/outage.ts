import { setTimeout as delay } from 'node:timers/promises'

/** How often publishes waiting for the content to answer again ask it. */
export const reachableCheckMs = 2000

const wait = (ms: number, signal: AbortSignal) =>
  delay(ms, undefined, { signal }).catch(() => undefined)

let stopping: AbortController | undefined

/**
 * Aborted once the server is told to stop. Next's graceful shutdown waits for every `after()`
 * task, so a publish waiting out an outage would otherwise keep a stopping server alive until
 * the content answers. Listens from its first call on (never in a build's workers), and not
 * where the host handles the signals itself (NEXT_MANUAL_SIG_HANDLE): a listener would keep the
 * process from its default exit.
 */
export function serverStopping(): AbortSignal {
  if (!stopping) {
    const controller = new AbortController()
    if (!process.env.NEXT_MANUAL_SIG_HANDLE) {
      for (const signal of ['SIGTERM', 'SIGINT'] as const) {
        process.once(signal, () => controller.abort())
      }
    }
    stopping = controller
  }
  return stopping.signal
}

/**
 * True once reads that were waiting on the content when it came back have ended (their deadline,
 * `queryDeadlineMs`, and a second); false if the server stops first. Such a read fails after the
 * content is back, and Next then stores the page it could not regenerate as fresh for up to 30 s.
 */
export async function pendingReadsEnded(
  readDeadlineMs: number,
  { stopping = serverStopping, sleep = wait }: WatchOptions = {},
): Promise<boolean> {
  const stopped = stopping()
  await sleep(readDeadlineMs + 1000, stopped)
  return !stopped.aborted
}

export interface WatchOptions {
  /** Ends the wait (the server stops); `untilReachable()` then answers false. Asked once a
   * wait begins. */
  stopping?: () => AbortSignal
  sleep?: (ms: number, signal: AbortSignal) => Promise<unknown>
}

/**
 * `untilReachable()`: true once `reachable()` answers true, false if the server stops first. One
 * check every `reachableCheckMs`, shared by every caller waiting at the time.
 */
export function watchContent(
  reachable: () => Promise<boolean>,
  { stopping = serverStopping, sleep = wait }: WatchOptions = {},
): () => Promise<boolean> {
  let back: Promise<boolean> | undefined
  const poll = async () => {
    const stopped = stopping()
    while (!stopped.aborted) {
      if (await reachable()) return true
      await sleep(reachableCheckMs, stopped)
    }
    return false
  }
  return () => (back ??= poll().finally(() => (back = undefined)))
}
