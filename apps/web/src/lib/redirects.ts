import type { RedirectsQueryResult } from '@repo/content/sanity.types'
import { linkTarget } from '@repo/sections/lib/link'
import { redirectsQuery } from '@/queries'
import { readPublishedNow } from './content'
import { pageIndexSeconds } from './pageIndex'

/** Where a path sends visitors: a path of the site (`/unternehmen/tarife#kosten`) or an address. */
export interface Redirect {
  destination: string
  permanent: boolean
}

/** Old path (`/preise`) → where it leads now. */
export type RedirectTable = ReadonlyMap<string, Redirect>

/** How many redirects in a row the table follows to reach the last one (chains are refused). */
const maxHops = 5

/** Where a redirect ends up after the redirects that start at its destination; none in a loop. */
function follow(source: string, direct: ReadonlyMap<string, Redirect>): Redirect | undefined {
  let current = direct.get(source)
  let permanent = current?.permanent ?? false
  const seen = new Set([source])
  while (current) {
    const path = current.destination.split('#')[0] ?? ''
    const next = direct.get(path)
    if (!next) return { destination: current.destination, permanent }
    if (seen.has(path) || seen.size > maxHops) return undefined
    seen.add(path)
    permanent &&= next.permanent
    current = next
  }
  return undefined
}

/**
 * The table of a redirects query's result: the redirect documents, then the paths moved pages
 * had (a redirect document wins over a moved page's old path). A destination that is not
 * published has none (linkTarget logs it); a chain leads straight to its end, a loop nowhere.
 */
export function redirectTable(result: RedirectsQueryResult): RedirectTable {
  const direct = new Map<string, Redirect>()
  for (const page of result.moved) {
    for (const path of page.previousPaths ?? []) {
      direct.set(`/${path}`, { destination: `/${page.slug}`, permanent: true })
    }
  }
  for (const redirect of result.redirects) {
    const target = linkTarget(redirect.destination)
    if (target)
      direct.set(redirect.source, { destination: target.href, permanent: redirect.permanent })
  }
  const table = new Map<string, Redirect>()
  for (const source of direct.keys()) {
    const redirect = follow(source, direct)
    if (redirect) table.set(source, redirect)
  }
  return table
}

let cached: { readAt: number; table: Promise<RedirectTable | undefined> } | undefined

/**
 * The redirects from the content, read at most every `pageIndexSeconds` like the published
 * pages: a redirect published, changed or deleted in the Studio takes effect on every instance
 * within that time, no deploy. A failed refresh keeps the last table; none before the first.
 */
export function redirects(now = Date.now()): Promise<RedirectTable | undefined> {
  if (cached && now - cached.readAt < pageIndexSeconds * 1000) return cached.table
  const previous = cached?.table ?? Promise.resolve(undefined)
  const table = readPublishedNow<RedirectsQueryResult>(redirectsQuery).then(
    (result) => redirectTable(result),
    () => previous,
  )
  cached = { readAt: now, table }
  return table
}
