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
 * What the proxy knows of the content, in one read: every published page's, legal text's and
 * opening's id and slug with an opening's status (the paths it lets through), and where old paths
 * lead: the redirect documents (source, destination resolved now, permanent or not) and the
 * paths pages had before they moved (the Studio's publish action records them).
 */
export const pageIndexQuery = defineQuery(`{
  "documents": *[_type in ["page", "legalDocument", "careerOpening"] && defined(slug.current)]{
    _id,
    _type,
    "slug": slug.current,
    open,
    validThrough
  },
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
