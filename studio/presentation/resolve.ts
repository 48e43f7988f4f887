// Where each document appears on the site (Presentation's "Used on" list) and which document a
// previewed page is about (its main document), both read from the content: a page editors add
// appears in both without a code change.
import { careersPath } from '@repo/content/paths'
import { map } from 'rxjs'
import type {
  DocumentLocation,
  DocumentLocationResolver,
  DocumentResolver,
} from 'sanity/presentation'

/** Document types that sections list, by the section types that list them. */
export const listedBy: Record<string, string[]> = {
  agent: ['agentsCarouselSection'],
  pricingPlan: ['pricingSection', 'roiCalculatorSection'],
  sampleJob: ['jobsCarouselSection'],
  roleProfile: ['roleCardsSection', 'roleProfilesSection', 'interviewQuestionsSection'],
  interviewQuestion: ['interviewQuestionsSection'],
  careerOpening: ['openingsSection'],
}

const pageFields = `{ "title": coalesce(title, seo.title), "slug": slug.current }`

/**
 * The GROQ query for the pages a document appears on (with `$id` its id), or undefined when it
 * appears on none: a page or legal text on itself, a redirect where it leads, the site settings everywhere, the key figures
 * on every page, a listed document wherever a section lists its type (an opening also on its own
 * page), an FAQ wherever a section shows its audience.
 */
export function locationsQuery(type: string): string | undefined {
  if (type === 'page' || type === 'legalDocument') return `*[_id == $id]${pageFields}`
  // A redirect shows where it leads.
  if (type === 'redirect') {
    return `*[_id == $id].destination.target->{
      "title": coalesce(title, seo.title),
      "slug": select(_type == "careerOpening" => "${careersPath}/" + slug.current, slug.current)
    }`
  }
  if (type === 'siteSettings') {
    return `*[_type in ["page", "legalDocument"] && defined(slug.current)] | order(slug.current)${pageFields}`
  }
  // Key figures fill placeholders anywhere in the copy: every page may show them.
  if (type === 'keyFigures') {
    return `*[_type == "page" && defined(slug.current)] | order(slug.current)${pageFields}`
  }
  if (type === 'faq') {
    return `*[_type == "page" && count(sections[_type == "faqSection" && audience == *[_id == $id][0].audience]) > 0] | order(slug.current)${pageFields}`
  }
  const sections = listedBy[type]
  if (!sections) return undefined
  const listing = `*[_type == "page" && count(sections[_type in ${JSON.stringify(sections)}]) > 0] | order(slug.current)${pageFields}`
  // An opening also has a page of its own while it is on offer.
  if (type === 'careerOpening') {
    return `[...*[_id == $id && open != false && defined(slug.current)]{ title, "slug": "${careersPath}/" + slug.current }, ...${listing}]`
  }
  return listing
}

/** The pages a query found, as Presentation's locations. */
export const toLocations = (pages: { title?: string | null; slug?: string | null }[]) => ({
  locations: pages.flatMap((page): DocumentLocation[] =>
    page.slug ? [{ title: page.title ?? `/${page.slug}`, href: `/${page.slug}` }] : [],
  ),
})

export const locations: DocumentLocationResolver = ({ id, type }, { documentStore }) => {
  const query = locationsQuery(type)
  if (!query) return null
  return documentStore
    .listenQuery(query, { id }, { perspective: 'drafts' })
    .pipe(map((pages: { title?: string; slug?: string }[]) => toLocations(pages)))
}

/**
 * A previewed path's own document: an opening below the careers page, else the page or legal text
 * with that slug.
 */
export const mainDocuments: DocumentResolver[] = [
  {
    route: `/${careersPath}/:opening`,
    resolve: ({ params }) => ({
      filter: '_type == "careerOpening" && slug.current == $slug',
      params: { slug: params.opening ?? '' },
    }),
  },
  {
    route: '/:path+',
    resolve: ({ path }) => ({
      filter: '_type in ["page", "legalDocument"] && slug.current == $slug',
      params: { slug: path.replace(/^\//, '') },
    }),
  },
]
