import { careersPath, openingPath } from '@repo/content/paths'
import { isOpen } from '@repo/sections/openings/opening'
import { openingPageQuery, openingPathsQuery } from '@repo/sections/queries'
import { cache } from 'react'
import type { SiteRoute } from '@/seo/routes'
import { fetchContent } from './content'

/** One read per render, shared by an opening page's metadata and its body. */
export const getOpening = cache((slug: string) =>
  fetchContent(openingPageQuery, { slug, careersPath }),
)

/**
 * The open openings' routes (`/karriere/<slug>`) with their documents: prerendered, in the
 * sitemap, with a share image. A closed one (switched off, deadline passed) has none.
 */
export async function openingRoutes(now = new Date()): Promise<(SiteRoute & { slug: string })[]> {
  const openings = await fetchContent(openingPathsQuery)
  return openings.flatMap(({ _id, slug, ...status }) =>
    slug && isOpen(status, now) ? [{ path: `/${openingPath(slug)}`, documentId: _id, slug }] : [],
  )
}
