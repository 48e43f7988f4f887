import { defineQuery } from 'next-sanity'

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
