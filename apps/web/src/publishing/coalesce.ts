import type { Claims } from './claims'

/**
 * Publishes that arrive within this time of the last revalidation are applied together, once, at
 * its end: an editor's burst of publishes (or a flood of valid webhooks) regenerates each page a
 * few times, not once per publish.
 */
export const burstWindowMs = 5000

export type Applied = 'now' | 'at-window-end' | 'with-pending'

export interface CoalesceOptions {
  claims: Claims
  revalidate: (tags: string[]) => void
  sleep?: (ms: number) => Promise<void>
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Revalidates `tags` now if nothing was revalidated within the window. Otherwise the first
 * publish to arrive waits for the window's end and revalidates its tags then, once, for itself and
 * every publish arriving meanwhile ('with-pending': nothing left to do for those). Every publish's
 * tags include one that every page carries, so any of them covers the whole burst.
 */
export async function revalidateCoalesced(
  tags: string[],
  { claims, revalidate, sleep = wait }: CoalesceOptions,
): Promise<Applied> {
  if (await claims.claim('revalidated', burstWindowMs)) {
    revalidate(tags)
    return 'now'
  }
  if (!(await claims.claim('closing', 2 * burstWindowMs))) return 'with-pending'
  await sleep(await claims.remaining('revalidated'))
  // Released first: a publish after this point needs a revalidation after this one.
  await claims.release('closing')
  await claims.claim('revalidated', burstWindowMs)
  revalidate(tags)
  return 'at-window-end'
}
