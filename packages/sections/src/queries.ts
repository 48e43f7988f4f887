import { defineQuery } from 'groq'
import { ctaTargetsFields, seoFields } from './lib/query'
import { legalDocumentFields, legalLabelsFields } from './legal/query'
import { openingFields, openingLabelsFields } from './openings/query'
import { sectionProjections } from './projections'

/** The settings that content buttons link to (see CtaButton). */
const ctaTargets = /* groq */ `{ ${ctaTargetsFields} }`

/**
 * A page by its path (`slug.current`, without the leading slash): its sections in page order,
 * each projected by its type (projections.ts) and without the hidden ones, its SEO, and
 * the settings its buttons link to. Layout and section list have defaults, so a page whose path
 * holds always renders; a broken section is dropped alone (see @repo/content's normalise).
 */
export const pageQuery = defineQuery(`{
  "page": *[_type == "page" && slug.current == $slug][0]{
    _id,
    "slug": slug.current,
    "layout": select(layout == "content" => "content", "landing"),
    "sections": coalesce(sections[hidden != true]{
      _key,
      _type,
      anchor,
      tone,
      ${sectionProjections}
    }, []),
    ${seoFields}
  },
  "ctaTargets": ${ctaTargets}
}`)

/** Every page's id and path: the prerendered pages, the sitemap, the share images. */
export const pagePathsQuery = defineQuery(
  `*[_type == "page" && defined(slug.current)] | order(slug.current asc){ _id, "slug": slug.current }`,
)

/** Every opening's id, path and status: its page, share image and sitemap entry while open. */
export const openingPathsQuery = defineQuery(
  `*[_type == "careerOpening" && defined(slug.current)] | order(orderRank){ _id, "slug": slug.current, open, validThrough }`,
)

/**
 * An opening's page (`/karriere/<slug>`): the opening, the labels and apply button of the careers
 * page's openings section (`$careersPath`), and the settings the button links to.
 */
export const openingPageQuery = defineQuery(`{
  "opening": *[_type == "careerOpening" && slug.current == $slug][0]{ ${openingFields} },
  "labels": *[_type == "page" && slug.current == $careersPath][0].sections[_type == "openingsSection"][0]{ ${openingLabelsFields} },
  "ctaTargets": ${ctaTargets}
}`)

/** A legal page (`/impressum`, `/datenschutz`, `/agb`, `/security`, `/cookies`) by its slug. */
export const legalPageQuery = defineQuery(`{
  "document": *[_type == "legalDocument" && slug.current == $slug][0]{${legalDocumentFields}},
  "labels": *[_type == "siteSettings" && _id == "siteSettings"][0].legal{${legalLabelsFields}}
}`)
