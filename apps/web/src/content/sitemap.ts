import { fetchContent } from './fetch'
import { sitemapQuery } from './queries'
import { getSiteRoutes } from './routes'

export interface SitemapEntry {
  path: string
  /** The document's last edit. */
  lastModified: string
}

/** Every route whose document exists and is not excluded from indexing, with its last edit. */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const routes = await getSiteRoutes()
  const documents = await fetchContent(sitemapQuery, {
    documentIds: routes.map((route) => route.documentId),
  })
  const updatedAt = new Map(documents.map((doc) => [doc._id, doc._updatedAt]))
  return routes.flatMap(({ path, documentId }) => {
    const lastModified = updatedAt.get(documentId)
    return lastModified ? [{ path, lastModified }] : []
  })
}
