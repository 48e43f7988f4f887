import { linkFields } from '@repo/sections/lib/query'
import { defineQuery } from 'next-sanity'
import { legalDocumentFields, legalLabelsFields } from './legal/query'
import { siteSettingsFields } from './shell/query'

export const siteSettingsQuery = defineQuery(`{${siteSettingsFields}}`)

/** A legal page (`/impressum`, `/datenschutz`, `/agb`, `/security`, `/cookies`) by its slug. */
export const legalPageQuery = defineQuery(`{
  "document": *[_type == "legalDocument" && slug.current == $slug][0]{${legalDocumentFields}},
  "labels": *[_type == "siteSettings" && _id == "siteSettings"][0].legal{${legalLabelsFields}}
}`)

/**
 * Every published page's, legal text's and opening's id and slug, with an opening's status: what
 * the proxy lets through.
 */
export const publishedRoutesQuery = defineQuery(
  `*[_type in ["page", "legalDocument", "careerOpening"] && defined(slug.current)]{ _id, _type, "slug": slug.current, open, validThrough }`,
)

/**
 * Where old paths lead: the redirect documents (source, destination resolved now, permanent or
 * not) and the paths pages had before they moved (the Studio's publish action records them).
 */
export const redirectsQuery = defineQuery(`{
  "redirects": *[_type == "redirect" && defined(source)]{
    source,
    "permanent": permanent != false,
    "destination": destination{ ${linkFields} }
  },
  "moved": *[_type == "page" && defined(slug.current) && count(previousPaths) > 0]{
    "slug": slug.current,
    previousPaths
  }
}`)
