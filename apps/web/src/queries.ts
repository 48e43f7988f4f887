import { defineQuery } from 'next-sanity'
import { legalDocumentFields, legalLabelsFields } from './sections/legal/query'
import { siteSettingsFields } from './shell/query'
import { sectionProjections } from './sections/projections'

export const siteSettingsQuery = defineQuery(
  `*[_type == "siteSettings" && _id == "siteSettings"][0]{${siteSettingsFields}}`,
)

/** A legal page (`/impressum`, `/datenschutz`, `/agb`, `/security`, `/cookies`) by its slug. */
export const legalPageQuery = defineQuery(`{
  "document": *[_type == "legalDocument" && slug.current == $slug][0]{${legalDocumentFields}},
  "labels": *[_type == "siteSettings" && _id == "siteSettings"][0].legal{${legalLabelsFields}}
}`)

/** The settings that content buttons link to (see CtaButton). */
const ctaTargets = /* groq */ `*[_type == "siteSettings" && _id == "siteSettings"][0]{
  brandName,
  appLoginUrl,
  appRegisterUrl,
  actions{ demoCall, consultation, templateDownload, application }
}`

const seoFields = /* groq */ `seo{ title, description, ogImage{ asset, crop, hotspot, alt }, noIndex }`

/**
 * A page by its path (`slug.current`, without the leading slash): its sections in page order,
 * each projected by its type (sections/projections.ts) and without the hidden ones, its SEO, and
 * the settings its buttons link to.
 */
export const pageQuery = defineQuery(`{
  "page": *[_type == "page" && slug.current == $slug][0]{
    _id,
    title,
    "slug": slug.current,
    layout,
    sections[hidden != true]{
      _key,
      _type,
      anchor,
      tone,
      ${sectionProjections}
    },
    ${seoFields}
  },
  "ctaTargets": ${ctaTargets}
}`)

/** Every published page's and legal text's id and path: what the proxy lets through. */
export const publishedRoutesQuery = defineQuery(
  `*[_type in ["page", "legalDocument"] && defined(slug.current)]{ _id, "slug": slug.current }`,
)

/** Every page's id and path: the prerendered pages, the sitemap, the share images. */
export const pagePathsQuery = defineQuery(
  `*[_type == "page" && defined(slug.current)] | order(slug.current asc){ _id, "slug": slug.current }`,
)
