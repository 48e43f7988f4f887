import { openingPath } from '@repo/content/paths'
import type { PublishedRoutesQueryResult } from '@repo/content/sanity.types'
import { isOpen } from '@repo/sections/openings/opening'
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
        documents.flatMap((document) => {
          const path = pathOf(document, now)
          return path ? [path, `/og/${document._id}`] : []
        }),
      ),
    () => previous,
  )
  index = { readAt: now, routes }
  return routes
}
