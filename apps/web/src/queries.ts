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
