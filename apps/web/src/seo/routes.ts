/**
 * A public route with the document that holds its SEO fields: the sitemap lists them, the Open
 * Graph image route draws one image per document. The pages' routes come from their `page`
 * documents (lib/pages.ts `siteRoutes`).
 */
export interface SiteRoute {
  path: string
  /** `_id` of the page (or legal document) with the `seo` field. */
  documentId: string
}
