import { richTextFields } from '../lib/query'

/**
 * The section's header plus the FAQs of its audience (company, talent or concierge), in the
 * editors' order.
 */
export const faqFields = /* groq */ `
  eyebrow,
  heading,
  text,
  audience,
  "items": *[_type == "faq" && audience == ^.audience] | order(orderRank) {
    _id,
    question,
    "answer": answer[]{ ${richTextFields} }
  }
`
