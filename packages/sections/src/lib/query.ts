/**
 * GROQ projection of a `link` object (see linkTarget): the address elsewhere, or the referenced
 * document's type, current path and state, read when the page is fetched, so a link follows a
 * document that moved.
 */
export const linkFields = /* groq */ `
  url,
  anchor,
  "documentId": target._ref,
  "document": target->{ _type, "slug": slug.current, open, validThrough }
`

/** GROQ projection of a `cta` object; reuse it wherever a section renders a CtaButton. */
export const ctaFields = /* groq */ `label, action, link{ ${linkFields} }`

/** GROQ projection of portable text (blockContent): each block, its links resolved. */
export const richTextFields = /* groq */ `
  ...,
  markDefs[]{ ..., _type == "link" => { ${linkFields} } }
`

/** The site settings document. */
export const siteSettings = /* groq */ `*[_type == "siteSettings" && _id == "siteSettings"][0]`

/**
 * Where buttons lead, from the site settings, each setting read on its own: content is normalised
 * to its type where it is fetched, and a broken setting then costs only the buttons that use it.
 * The interview template: the file's URL (the site's own in embedded mode, Sanity's file CDN
 * otherwise), the name to save it under and its type.
 */
export const ctaTargetsFields = /* groq */ `
  "brandName": ${siteSettings}.brandName,
  "appLoginUrl": ${siteSettings}.appLoginUrl,
  "appRegisterUrl": ${siteSettings}.appRegisterUrl,
  "actions": {
    "demoCall": ${siteSettings}.actions.demoCall,
    "consultation": ${siteSettings}.actions.consultation,
    "templateDownload": ${siteSettings}.actions.templateDownload{
      "url": asset->url,
      "fileName": coalesce(fileName, asset->originalFilename),
      "mimeType": asset->mimeType
    },
    "application": ${siteSettings}.actions.application
  }
`

/** A page's or legal text's SEO fields (the `seo` object type). */
export const seoFields = /* groq */ `seo{ title, description, ogImage{ asset, crop, hotspot, alt }, noIndex }`
