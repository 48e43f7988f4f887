import type { PageIndexQueryResult } from '@repo/content/sanity.types'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { readPublishedNow } from './fetch'
import { pageIndexQuery } from './queries'
import { redirectEntries, redirectTable, type RedirectTable } from './redirects'
import { routesOf } from './routes'

/**
 * How long the proxy trusts its index: a page or redirect published (or removed) in the Studio is
 * reachable (or gone) at most this much later on every instance.
 */
export const pageIndexSeconds = 10

/** The paths (`/unternehmen/preise`) and share images (`/og/<id>`) of the published routes. */
export type PublishedRoutes = Set<string>

/** What the proxy knows of the content: the published routes and where old paths lead. */
export interface PageIndex {
  routes: PublishedRoutes
  redirects: RedirectTable
}

/** The index as the content has it now; throws when it cannot be read. */
export async function readPageIndex(now = Date.now()): Promise<PageIndex> {
  const result = await readPublishedNow<PageIndexQueryResult | null>(pageIndexQuery)
  // The source normalises the answer: null when it is not of the query's shape at all.
  if (!result) throw new Error('The page index could not be read from the content.')
  const routes = routesOf(result.documents, new Date(now)).flatMap(({ path, documentId }) => [
    path,
    `/og/${documentId}`,
  ])
  return { routes: new Set(routes), redirects: redirectTable(result) }
}

/**
 * The index when the site was built (scripts/write-published-routes.ts), for a server that starts
 * while the content cannot be read; undefined without its routes (`next dev`).
 */
export const buildRoutesFile = 'published-routes.json'
export const buildRedirectsFile = 'published-redirects.json'

async function readBuildFile(name: string): Promise<unknown> {
  try {
    const file = path.join(process.cwd(), process.env.SITE_DIST_DIR ?? '.next', name)
    return JSON.parse(await readFile(file, 'utf8'))
  } catch {
    return undefined
  }
}

let buildIndex: Promise<PageIndex | undefined> | undefined

function indexOfBuild(): Promise<PageIndex | undefined> {
  buildIndex ??= Promise.all([
    readBuildFile(buildRoutesFile),
    readBuildFile(buildRedirectsFile),
  ]).then(([routes, redirects]) =>
    Array.isArray(routes)
      ? {
          routes: new Set(routes.filter((route) => typeof route === 'string')),
          redirects: new Map(redirectEntries(redirects)),
        }
      : undefined,
  )
  return buildIndex
}

let index: { readAt: number; value: Promise<PageIndex | undefined> } | undefined

/**
 * The published pages', legal texts' and open openings' paths and share-image paths, and the
 * redirects, read in one query at most every `pageIndexSeconds`. A failed read (the content
 * unreachable or answering nonsense) keeps the last index; before the first good read, the
 * index of the build.
 */
export function pageIndex(now = Date.now()): Promise<PageIndex | undefined> {
  if (index && now - index.readAt < pageIndexSeconds * 1000) return index.value
  const previous = index?.value ?? indexOfBuild()
  // One handler for both: an exception while building the index is a failed read too.
  const value = readPageIndex(now).catch(() => previous)
  index = { readAt: now, value }
  return value
}

/** The published routes of the current index. */
export const publishedRoutes = async (now = Date.now()) => (await pageIndex(now))?.routes

/** The redirects of the current index. */
export const redirects = async (now = Date.now()) => (await pageIndex(now))?.redirects
