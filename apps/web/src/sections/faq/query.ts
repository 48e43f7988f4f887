/** One question with its answer. */
const faqItemFields = /* groq */ `_id, question, answer`

// One fragment per audience: the audience is part of the query, so typegen types both and the
// pages need no query parameters.

/** The section's header plus the FAQs written for companies, in the editors' order. */
export const faqFields = /* groq */ `
  eyebrow,
  heading,
  text,
  "items": *[_type == "faq" && audience == "company"] | order(orderRank) { ${faqItemFields} }
`

/** The section's header plus the FAQs written for talents, in the editors' order. */
export const talentFaqFields = /* groq */ `
  eyebrow,
  heading,
  text,
  "items": *[_type == "faq" && audience == "talent"] | order(orderRank) { ${faqItemFields} }
`

/** The same section for the concierge page: its header plus the FAQs written for the concierge. */
export const conciergeFaqFields = /* groq */ `
  eyebrow,
  heading,
  text,
  "items": *[_type == "faq" && audience == "concierge"] | order(orderRank) { _id, question, answer }
`
