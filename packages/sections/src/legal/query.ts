import { richTextFields, seoFields } from '../lib/query'

/**
 * A legal text as its page renders it; `body` is portable text (blockContent). A text with a
 * title always has a page: content is normalised to these types where it is fetched, and the date
 * (read as `[x][0]`, which types it as optional) and the body default, so a broken one hides only
 * itself.
 */
export const legalDocumentFields = /* groq */ `
  _id,
  title,
  "updatedAt": [updatedAt][0],
  notice,
  tableOfContents,
  "body": coalesce(body[]{ ${richTextFields} }, []),
  ${seoFields}
`

/** The labels all legal pages share (site settings). */
export const legalLabelsFields = /* groq */ `updatedTemplate, tocLabel, noticeLabel`
