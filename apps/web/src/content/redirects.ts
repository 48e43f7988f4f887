import { redirectSourceProblem } from '@repo/content/paths'
import type { PageIndexQueryResult } from '@repo/content/sanity.types'
import { linkTarget } from '@repo/sections/lib/link'
import { homePath } from '@/lib/view'

/** Where a path sends visitors: a path of the site (`/unternehmen/tarife#kosten`) or an address. */
export interface Redirect {
  destination: string
  /** 308 for a path that moved for good, 307 where it may get a page of its own. */
  permanent: boolean
}

/**
 * The root's redirect, the one redirect in code: the root may become a view chooser later, so
 * browsers must not cache it. Every other redirect is content (the page index's table).
 */
export const rootRedirect: Redirect = { destination: homePath, permanent: false }

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

/** Whether a redirect's destination is one the site sends visitors to: its own path or https. */
const isDestination = (destination: string) =>
  /^\/(?!\/)/.test(destination) || destination.startsWith('https://')

/**
 * The table of a redirects query's result: the redirect documents, then the paths moved pages
 * had (a redirect document wins over a moved page's old path). A source the Studio would refuse
 * (malformed, reserved) and a destination that is not published (linkTarget logs it) or not of
 * the site or https have none; a chain leads straight to its end, a loop nowhere.
 */
export function redirectTable(result: Omit<PageIndexQueryResult, 'documents'>): RedirectTable {
  const direct = new Map<string, Redirect>()
  for (const page of result.moved) {
    for (const path of page.previousPaths ?? []) {
      direct.set(`/${path}`, { destination: `/${page.slug}`, permanent: true })
    }
  }
  for (const redirect of result.redirects) {
    const target = linkTarget(redirect.destination)
    if (target && isDestination(target.href))
      direct.set(redirect.source, { destination: target.href, permanent: redirect.permanent })
  }
  const table = new Map<string, Redirect>()
  for (const source of direct.keys()) {
    const redirect = redirectSourceProblem(source) ? undefined : follow(source, direct)
    if (redirect) table.set(source, redirect)
  }
  return table
}

const isRedirectEntry = (entry: unknown): entry is [string, Redirect] => {
  if (!Array.isArray(entry) || entry.length !== 2) return false
  const [source, redirect] = entry as [unknown, Partial<Redirect> | null]
  return (
    typeof source === 'string' &&
    redirectSourceProblem(source) === undefined &&
    typeof redirect?.destination === 'string' &&
    isDestination(redirect.destination) &&
    typeof redirect.permanent === 'boolean'
  )
}

/** The entries of a table written as JSON (`[[source, redirect], …]`) that are redirects. */
export const redirectEntries = (json: unknown): [string, Redirect][] =>
  Array.isArray(json) ? json.filter(isRedirectEntry) : []
