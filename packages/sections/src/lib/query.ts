/** GROQ projection of a `cta` object; reuse it wherever a section renders a CtaButton. */
export const ctaFields = /* groq */ `label, action, href`

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
