/** GROQ projection of a `cta` object; reuse it wherever a section renders a CtaButton. */
export const ctaFields = /* groq */ `label, action, href`

/**
 * The settings' interview template as buttons link to it: the file's URL (the site's own in
 * embedded mode, Sanity's file CDN otherwise), the name to save it under and its type.
 */
export const templateDownloadFields = /* groq */ `"templateDownload": templateDownload{
  "url": asset->url,
  "fileName": coalesce(fileName, asset->originalFilename),
  "mimeType": asset->mimeType
}`
