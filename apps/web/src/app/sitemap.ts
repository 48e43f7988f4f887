import type { MetadataRoute } from 'next'
import { fetchContent } from '@/lib/content'
import { sitemapQuery } from '@/seo/query'
import { siteRoutes } from '@/seo/routes'
import { absoluteUrl } from '@/seo/siteUrl'

/** Every page whose document exists and is not excluded from indexing, with its last edit. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const documents = await fetchContent(sitemapQuery, {
    documentIds: siteRoutes.map((route) => route.documentId),
  })
  const updatedAt = new Map(documents.map((doc) => [doc._id, doc._updatedAt]))
  return siteRoutes
    .filter((route) => updatedAt.has(route.documentId))
    .map((route) => ({
      url: absoluteUrl(route.path),
      lastModified: updatedAt.get(route.documentId),
    }))
}
