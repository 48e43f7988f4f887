import type { MetadataRoute } from 'next'
import { fetchContent } from '@/lib/content'
import { siteRoutes } from '@/lib/pages'
import { sitemapQuery } from '@/seo/query'
import { absoluteUrl } from '@/seo/siteUrl'

/** Every page whose document exists and is not excluded from indexing, with its last edit. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const routes = await siteRoutes()
  const documents = await fetchContent(sitemapQuery, {
    documentIds: routes.map((route) => route.documentId),
  })
  const updatedAt = new Map(documents.map((doc) => [doc._id, doc._updatedAt]))
  return routes
    .filter((route) => updatedAt.has(route.documentId))
    .map((route) => ({
      url: absoluteUrl(route.path),
      lastModified: updatedAt.get(route.documentId),
    }))
}
