/**
 * A legal text as its page renders it; `body` is portable text (blockContent). A text with a
 * title always has a page: a broken date or body hides only itself (see @repo/content's normalise).
 */
export const legalDocumentFields = /* groq */ `
  title,
  "updatedAt": select(defined(updatedAt) => updatedAt),
  notice,
  tableOfContents,
  "body": coalesce(body[], []),
  seo{ title, description, ogImage{ asset, crop, hotspot, alt }, noIndex }
`

/** The labels all legal pages share (site settings). */
export const legalLabelsFields = /* groq */ `updatedTemplate, tocLabel, noticeLabel`
