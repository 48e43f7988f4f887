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
  { path: '/unternehmen/preise', documentId: 'pricingPage' },
  { path: '/unternehmen/onboarding-concierge', documentId: 'conciergePage' },
  { path: '/unternehmen/so-funktionierts', documentId: 'companyHowItWorksPage' },
  { path: '/unternehmen/vergleich', documentId: 'companyComparisonPage' },
  { path: '/talente', documentId: 'talentLandingPage' },
  { path: '/talente/so-funktionierts', documentId: 'talentHowItWorksPage' },
  { path: '/talente/vergleich', documentId: 'talentComparisonPage' },
  { path: '/jobbeschreibung', documentId: 'jobDescriptionPage' },
  { path: '/interviewfragen', documentId: 'interviewQuestionsPage' },
  { path: '/interview-tipps', documentId: 'interviewTipsPage' },
  { path: '/ueber-uns', documentId: 'aboutPage' },
  { path: '/karriere', documentId: 'careersPage' },
  ...['impressum', 'datenschutz', 'agb', 'security', 'cookies'].map((slug) => ({
    path: `/${slug}`,
    documentId: `legalDocument-${slug}`,
  })),
]

export const siteRouteFor = (documentId: string) =>
  siteRoutes.find((route) => route.documentId === documentId)

/** The route of a page document; a page that renders it must be registered above. */
export function routeOf(documentId: string): SiteRoute {
  const route = siteRouteFor(documentId)
  if (!route) throw new Error(`No route is registered for ${documentId} (src/seo/routes.ts)`)
  return route
}
