import { openingPath } from '@repo/content/paths'
import type { PublishedRoutesQueryResult } from '@repo/content/sanity.types'
import { isOpen } from '@repo/sections/openings/opening'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { publishedRoutesQuery } from '@/queries'
import { readPublishedNow } from './content'

/**
 * How long the proxy trusts its list of published routes: a page published (or removed) in the
 * Studio is reachable (or gone) at most this much later on every instance.
 */
export const pageIndexSeconds = 10

/** The paths (`/unternehmen/preise`) and share images (`/og/<id>`) of the published routes. */
export type PublishedRoutes = Set<string>

type PublishedDocument = PublishedRoutesQueryResult[number]

/** A document's path on the site; none for an opening that is closed (its page is the 404). */
function pathOf(document: PublishedDocument, now: number): string | undefined {
  if (document._type !== 'careerOpening') return `/${document.slug}`
  return isOpen(document, new Date(now)) ? `/${openingPath(document.slug)}` : undefined
}

/** The published routes as the content has them now; throws when it cannot be read. */
export async function readPublishedRoutes(now = Date.now()): Promise<PublishedRoutes> {
  const documents = await readPublishedNow<PublishedRoutesQueryResult>(publishedRoutesQuery)
  return new Set(
    documents.flatMap((document) => {
      const path = pathOf(document, now)
      return path ? [path, `/og/${document._id}`] : []
    }),
  )
}

/**
 * The routes published when the site was built (scripts/write-published-routes.ts), for a server
 * that starts while the content cannot be read; undefined without that file (`next dev`).
 */
export const buildRoutesFile = 'published-routes.json'

let buildRoutes: Promise<PublishedRoutes | undefined> | undefined

function routesOfBuild(): Promise<PublishedRoutes | undefined> {
  buildRoutes ??= readFile(
    path.join(process.cwd(), process.env.SITE_DIST_DIR ?? '.next', buildRoutesFile),
    'utf8',
  )
    .then((text) => {
      const routes: unknown = JSON.parse(text)
      return Array.isArray(routes)
        ? new Set(routes.filter((route) => typeof route === 'string'))
        : undefined
    })
    .catch(() => undefined)
  return buildRoutes
}

let index: { readAt: number; routes: Promise<PublishedRoutes | undefined> } | undefined

/**
 * The published pages', legal texts' and open openings' paths and share-image paths, read at most
 * every `pageIndexSeconds`. A failed read (the content unreachable or answering nonsense) keeps
 * the last list; before the first good read, the list of the build.
 */
export function publishedRoutes(now = Date.now()): Promise<PublishedRoutes | undefined> {
  if (index && now - index.readAt < pageIndexSeconds * 1000) return index.routes
  const previous = index?.routes ?? routesOfBuild()
  // One handler for both: an exception while building the list is a failed read too.
  const routes = readPublishedRoutes(now).catch(() => previous)
  index = { readAt: now, routes }
  return routes
}
