/** The section's header plus the FAQs written for companies, in the editors' order. */
export const faqFields = /* groq */ `
  eyebrow,
  heading,
  text,
  "items": *[_type == "faq" && audience == "company"] | order(orderRank) { _id, question, answer }
`

/** The same section for the concierge page: its header plus the FAQs written for the concierge. */
export const conciergeFaqFields = /* groq */ `
  eyebrow,
  heading,
  text,
  "items": *[_type == "faq" && audience == "concierge"] | order(orderRank) { _id, question, answer }
`
