import type { PublishedRoutesQueryResult } from '@repo/content/sanity.types'
import { readPublishedNow } from './fetch'
import { publishedRoutesQuery } from './queries'
import { routesOf } from './routes'

/**
 * How long the proxy trusts its list of published routes: a page published (or removed) in the
 * Studio is reachable (or gone) at most this much later on every instance.
 */
export const pageIndexSeconds = 10

/** The paths (`/unternehmen/preise`) and share images (`/og/<id>`) of the published routes. */
export type PublishedRoutes = Set<string>

let index: { readAt: number; routes: Promise<PublishedRoutes | undefined> } | undefined

/**
 * The published pages', legal texts' and open openings' paths and share-image paths, read at most every
 * `pageIndexSeconds`; undefined while none could be read yet (the Content Lake unreachable at
 * start-up). A failed refresh keeps the last list.
 */
export function publishedRoutes(now = Date.now()): Promise<PublishedRoutes | undefined> {
  if (index && now - index.readAt < pageIndexSeconds * 1000) return index.routes
  const previous = index?.routes ?? Promise.resolve(undefined)
  const routes = readPublishedNow<PublishedRoutesQueryResult>(publishedRoutesQuery).then(
    (documents) =>
      new Set(
        routesOf(documents, new Date(now)).flatMap(({ path, documentId }) => [
          path,
          `/og/${documentId}`,
        ]),
      ),
    () => previous,
  )
  index = { readAt: now, routes }
  return routes
}
