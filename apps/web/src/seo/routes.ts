/**
 * Every public route with the document that holds its SEO fields: the sitemap lists them, the
 * Open Graph image route draws one image per document. New pages register here.
 */
export interface SiteRoute {
  path: string
  /** `_id` of the page's singleton (or legal document) with the `seo` field. */
  documentId: string
}

export const siteRoutes: SiteRoute[] = [
  { path: '/unternehmen', documentId: 'companyLandingPage' },
  ...['impressum', 'datenschutz', 'agb', 'security', 'cookies'].map((slug) => ({
    path: `/${slug}`,
    documentId: `legalDocument-${slug}`,
  })),
]

export const siteRouteFor = (documentId: string) =>
  siteRoutes.find((route) => route.documentId === documentId)
