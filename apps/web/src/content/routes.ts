import { legalSlugs, notFoundPaths, openingPath } from '@repo/content/paths'
import type { PublishedRoutesQueryResult } from '@repo/content/sanity.types'
import { isOpen } from '@repo/sections/openings/opening'
import { cache } from 'react'
import type { View } from '@/lib/view'
import { fetchContent } from './fetch'
import { publishedRoutesQuery } from './queries'

// The site's routes, from one source: the routes' static params, the sitemap, the share images
// and the proxy's tables all read them here.

/** A public route with the document that holds its SEO fields. */
export interface SiteRoute {
  /** `/unternehmen/preise`, `/impressum`, `/karriere/cmo`. */
  path: string
  /** `_id` of the page, legal text or opening. */
  documentId: string
  kind: 'page' | 'legal' | 'opening'
}

/** The legal texts' paths: app/[...slug] serves exactly these as legal texts. */
export const legalPaths: readonly string[] = legalSlugs.map((slug) => `/${slug}`)

/** Each view's 404 page, which the proxy shows for every unknown path (app/nicht-gefunden). */
export const notFoundPagePaths: Record<View, string> = {
  company: `/${notFoundPaths[0]}`,
  talent: `/${notFoundPaths[1]}`,
}

/** The 404 route's params: `/nicht-gefunden` (company), `/nicht-gefunden/talente` (talent). */
export const notFoundPageParams = () =>
  Object.values(notFoundPagePaths).map((path) => ({ view: path.split('/').slice(2) }))

/** The view of a 404 page, from its route's params. */
export const viewOfNotFoundPage = (view: readonly string[] | undefined): View =>
  view?.length ? 'talent' : 'company'

type RoutableDocument = PublishedRoutesQueryResult[number]

function routeOf(document: RoutableDocument, now: Date): SiteRoute | undefined {
  const { _id: documentId, slug } = document
  if (document._type === 'page') return { path: `/${slug}`, documentId, kind: 'page' }
  if (document._type === 'legalDocument') {
    const path = `/${slug}`
    return legalPaths.includes(path) ? { path, documentId, kind: 'legal' } : undefined
  }
  // A closed opening (switched off, deadline passed) has no page: its path is the 404.
  return isOpen(document, now)
    ? { path: `/${openingPath(slug)}`, documentId, kind: 'opening' }
    : undefined
}

const kindOrder: SiteRoute['kind'][] = ['page', 'opening', 'legal']

/** The routes the documents have: every page, the open openings, then the legal texts. */
export function routesOf(documents: PublishedRoutesQueryResult, now = new Date()): SiteRoute[] {
  const routes = documents.flatMap((document) => routeOf(document, now) ?? [])
  return kindOrder.flatMap((kind) => routes.filter((route) => route.kind === kind))
}

/** Every public route, read once per render (tagged by the routable types: a publish refreshes it). */
export const getSiteRoutes = cache(async (): Promise<SiteRoute[]> =>
  routesOf(await fetchContent(publishedRoutesQuery)),
)
