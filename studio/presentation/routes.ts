/**
 * The site's pages and the document each one renders: a mirror of `siteRoutes` in
 * apps/web/src/seo/routes.ts, which the Studio cannot import (separate app and bundle).
 * test/presentation.test.ts fails when the two lists disagree. Titles are the Studio's labels.
 */
export interface PageRoute {
  path: string
  /** `_id` of the page's singleton or legal document. */
  documentId: string
  /** Its `_type`. */
  type: string
  title: string
}

const legal: [slug: string, title: string][] = [
  ['impressum', 'Impressum'],
  ['datenschutz', 'Datenschutz'],
  ['agb', 'AGB'],
  ['security', 'Sicherheit'],
  ['cookies', 'Cookies'],
]

export const pageRoutes: PageRoute[] = [
  {
    path: '/unternehmen',
    documentId: 'companyLandingPage',
    type: 'companyLandingPage',
    title: 'Startseite Unternehmen',
  },
  { path: '/unternehmen/preise', documentId: 'pricingPage', type: 'pricingPage', title: 'Preise' },
  {
    path: '/unternehmen/onboarding-concierge',
    documentId: 'conciergePage',
    type: 'conciergePage',
    title: 'Onboarding & Concierge',
  },
  {
    path: '/unternehmen/so-funktionierts',
    documentId: 'companyHowItWorksPage',
    type: 'companyHowItWorksPage',
    title: 'So funktioniert’s (Unternehmen)',
  },
  {
    path: '/unternehmen/vergleich',
    documentId: 'companyComparisonPage',
    type: 'companyComparisonPage',
    title: 'Vergleich & ROI-Rechner',
  },
  {
    path: '/talente',
    documentId: 'talentLandingPage',
    type: 'talentLandingPage',
    title: 'Startseite Talente',
  },
  {
    path: '/talente/so-funktionierts',
    documentId: 'talentHowItWorksPage',
    type: 'talentHowItWorksPage',
    title: 'So funktioniert’s (Talente)',
  },
  {
    path: '/talente/vergleich',
    documentId: 'talentComparisonPage',
    type: 'talentComparisonPage',
    title: 'Vergleich (Talente)',
  },
  {
    path: '/jobbeschreibung',
    documentId: 'jobDescriptionPage',
    type: 'jobDescriptionPage',
    title: 'Jobbeschreibungen',
  },
  {
    path: '/interviewfragen',
    documentId: 'interviewQuestionsPage',
    type: 'interviewQuestionsPage',
    title: 'Interviewfragen',
  },
  {
    path: '/interview-tipps',
    documentId: 'interviewTipsPage',
    type: 'interviewTipsPage',
    title: 'Interview-Tipps',
  },
  { path: '/ueber-uns', documentId: 'aboutPage', type: 'aboutPage', title: 'Über uns' },
  { path: '/karriere', documentId: 'careersPage', type: 'careersPage', title: 'Karriere' },
  ...legal.map(([slug, title]) => ({
    path: `/${slug}`,
    documentId: `legalDocument-${slug}`,
    type: 'legalDocument',
    title,
  })),
]

export function pageRouteAt(path: string): PageRoute {
  const route = pageRoutes.find((candidate) => candidate.path === path)
  if (!route) throw new Error(`No page route ${path} (studio/presentation/routes.ts)`)
  return route
}
