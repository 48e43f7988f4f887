import type { MetadataRoute } from 'next'
import { sitemapEntries } from '@/content/sitemap'
import { absoluteUrl } from '@/seo/siteUrl'

/** Every page whose document exists and is not excluded from indexing, with its last edit. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return (await sitemapEntries()).map(({ path, lastModified }) => ({
    url: absoluteUrl(path),
    lastModified,
  }))
}
