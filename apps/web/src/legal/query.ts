/** A legal text as its page renders it; `body` is portable text (blockContent). */
export const legalDocumentFields = /* groq */ `
  title,
  updatedAt,
  notice,
  tableOfContents,
  body,
  seo{ title, description, ogImage{ asset, crop, hotspot, alt }, noIndex }
`

/** The labels all legal pages share (site settings). */
export const legalLabelsFields = /* groq */ `updatedTemplate, tocLabel, noticeLabel`
