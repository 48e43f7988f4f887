// Where each document appears on the site (Presentation's "Used on" list) and which document a
// previewed page is about (its main document). Types only from sanity/presentation: its
// `defineLocations`/`defineDocuments` helpers return their argument unchanged.
import type {
  DocumentLocation,
  DocumentLocationResolvers,
  DocumentLocationsState,
  DocumentResolver,
} from 'sanity/presentation'
import { pageRouteAt, pageRoutes, type PageRoute } from './routes'

const location = ({ title, path }: PageRoute): DocumentLocation => ({ title, href: path })

const shownOn = (...paths: string[]): DocumentLocationsState => ({
  locations: paths.map((path) => location(pageRouteAt(path))),
})

/** The pages whose sections list the documents of a type (see the queries in apps/web). */
const listedOn: Record<string, string[]> = {
  agent: ['/unternehmen'],
  pricingPlan: ['/unternehmen', '/unternehmen/preise'],
  sampleJob: ['/talente'],
  roleProfile: ['/talente', '/jobbeschreibung', '/interviewfragen'],
  interviewQuestion: ['/interviewfragen'],
  careerOpening: ['/karriere'],
}

/** FAQ entries appear on the page of their audience. */
export const faqPages: Record<string, string> = {
  company: '/unternehmen',
  talent: '/talente',
  concierge: '/unternehmen/onboarding-concierge',
}

const pageSingletons = pageRoutes.filter(({ type }) => type !== 'legalDocument')

export const locations: DocumentLocationResolvers = {
  ...Object.fromEntries(
    pageSingletons.map((route) => [route.type, { locations: [location(route)] }]),
  ),
  ...Object.fromEntries(Object.entries(listedOn).map(([type, paths]) => [type, shownOn(...paths)])),
  // Header, footer, buttons and SEO defaults: on every page.
  siteSettings: { locations: pageRoutes.map(location) },
  legalDocument: {
    select: { slug: 'slug.current' },
    resolve: (document) => {
      const route = pageRoutes.find(({ path }) => path === `/${document?.slug}`)
      return route ? { locations: [location(route)] } : null
    },
  },
  faq: {
    select: { audience: 'audience' },
    resolve: (document) => {
      const path = faqPages[String(document?.audience)]
      return path ? shownOn(path) : null
    },
  },
}

/** Each page's own document, so Presentation opens it next to the preview. */
export const mainDocuments: DocumentResolver[] = pageRoutes.map(({ path, documentId }) => ({
  route: path,
  filter: `_id == "${documentId}"`,
}))
