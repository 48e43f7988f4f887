import { ctaFields, ctaTargetsFields, linkFields, siteSettings } from '@repo/sections/lib/query'
import { defineQuery } from 'next-sanity'

// The site's own queries; those of pages, openings and legal texts live beside their components in
// @repo/sections/queries. Only this folder runs them (src/content/fetch.ts).

/**
 * Everything the shell (header, footer, mobile bar, 404, default metadata) reads from the
 * settings, each setting or group read on its own: a broken one (normalised to null where content
 * is fetched) costs its part of the shell, never the whole.
 */
const siteSettingsFields = /* groq */ `
  ${ctaTargetsFields},
  "contactEmail": ${siteSettings}.contactEmail,
  "skipLinkLabel": ${siteSettings}.skipLinkLabel,
  "navigation": ${siteSettings}.navigation{
    companyViewLabel,
    talentViewLabel,
    switchViewLabel,
    companyLinks[]{ _key, label, link{ ${linkFields} } },
    talentLinks[]{ _key, label, link{ ${linkFields} } },
    resourcesLabel,
    resources[]{ _key, label, description, link{ ${linkFields} } },
    loginLabel,
    registerLabel,
    menuLabel,
    openMenuLabel,
    closeMenuLabel,
    homeLabel
  },
  "mobileBar": ${siteSettings}.mobileBar{
    companyButtons[]{ _key, ${ctaFields} },
    talentButtons[]{ _key, ${ctaFields} }
  },
  "footer": ${siteSettings}.footer{
    tagline,
    columns[]{
      _key,
      title,
      links[]{ _key, label, link{ ${linkFields} }, talentLink{ ${linkFields} } }
    },
    copyright
  },
  "notFound": ${siteSettings}.notFound{ title, heading, text, homeLabel },
  "preview": ${siteSettings}.preview{ bannerText, exitLabel },
  "seo": ${siteSettings}.seo{ siteName, titleTemplate, defaultTitle, defaultDescription, ogImage }
`

export const siteSettingsQuery = defineQuery(`{${siteSettingsFields}}`)

/**
 * Every published page's, legal text's and opening's id and slug, with an opening's status: the
 * routes the site has (content/routes.ts), for its static params, sitemap, share images and the
 * proxy's index alike.
 */
const routableDocuments = /* groq */ `*[_type in ["page", "legalDocument", "careerOpening"] && defined(slug.current)] | order(orderRank, slug.current){ _id, _type, "slug": slug.current, open, validThrough }`

export const publishedRoutesQuery = defineQuery(routableDocuments)

/**
 * What the proxy knows of the content, in one read: the routable documents (the paths it lets
 * through), and where old paths lead: the redirect documents (source, destination resolved now,
 * permanent or not) and the paths pages had before they moved (the Studio's publish action
 * records them).
 */
export const pageIndexQuery = defineQuery(`{
  "documents": ${routableDocuments},
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

/**
 * What a page's Open Graph image shows: its SEO title and description (an opening's own title and
 * short description), the brand's name.
 */
export const ogImageQuery = defineQuery(`{
  "page": *[_id == $documentId][0]{ "title": coalesce(seo.title, title), "description": coalesce(seo.description, description) },
  "site": *[_type == "siteSettings" && _id == "siteSettings"][0]{
    brandName,
    "defaultTitle": seo.defaultTitle,
    "defaultDescription": seo.defaultDescription
  }
}`)

/** Last edit of every page document, for the sitemap. */
export const sitemapQuery = defineQuery(
  `*[_id in $documentIds && seo.noIndex != true]{ _id, _updatedAt }`,
)
