import type { OgImageContent } from '@/seo/OgImage'
import { fetchContent } from './fetch'
import { ogImageQuery } from './queries'
import { getSiteRoutes } from './routes'

/** The share images' params (app/og/[documentId]): one for each route's document. */
export async function shareImageParams(): Promise<{ documentId: string }[]> {
  return (await getSiteRoutes()).map(({ documentId }) => ({ documentId }))
}

/**
 * What the share image of a route's document shows: its SEO title and description, else the site's
 * defaults, and the brand. Null when no public route shows the document.
 */
export async function getShareImage(documentId: string): Promise<OgImageContent | null> {
  if (!(await getSiteRoutes()).some((route) => route.documentId === documentId)) return null
  const { page, site } = await fetchContent(ogImageQuery, { documentId })
  return {
    brand: site?.brandName ?? '',
    title: page?.title ?? site?.defaultTitle ?? '',
    description: page?.description ?? site?.defaultDescription,
  }
}
