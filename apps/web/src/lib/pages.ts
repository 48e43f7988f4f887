import { legalSlugs } from '@repo/content/paths'
import { cache } from 'react'
import { pagePathsQuery, pageQuery } from '@repo/sections/queries'
import type { SiteRoute } from '@/seo/routes'
import { fetchContent } from './content'
import { openingRoutes } from './openings'
import { viewFromPath, type View } from './view'

/** One read per render, shared by a page's metadata and its body. */
export const getPage = cache((slug: string) => fetchContent(pageQuery, { slug }))

/** Every page's id and path (the `page` tag: a publish, unpublish or delete refreshes it). */
export const getPagePaths = cache(() => fetchContent(pagePathsQuery))

/** The slug's path on the site. */
export const pathOf = (slug: string) => `/${slug}`

/** The catch-all route params of the pages a view shows (`talente/...` is the talent view). */
export async function pageParams(view: View): Promise<{ slug: string[] }[]> {
  const paths = await getPagePaths()
  return paths
    .filter(({ slug }) => slug && viewFromPath(pathOf(slug)) === view)
    .map(({ slug }) => ({ slug: slug!.split('/') }))
}

/**
 * Every public route with the document holding its SEO: the pages, the open openings, then the
 * legal texts.
 */
export async function siteRoutes(): Promise<SiteRoute[]> {
  const [pages, openings] = await Promise.all([getPagePaths(), openingRoutes()])
  return [
    ...pages.flatMap(({ _id, slug }) => (slug ? [{ path: pathOf(slug), documentId: _id }] : [])),
    ...openings.map(({ path, documentId }) => ({ path, documentId })),
    ...legalSlugs.map((slug) => ({ path: `/${slug}`, documentId: `legalDocument-${slug}` })),
  ]
}
