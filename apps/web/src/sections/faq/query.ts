/** The section's header plus the FAQs written for companies, in the editors' order. */
export const faqFields = /* groq */ `
  eyebrow,
  heading,
  text,
  "items": *[_type == "faq" && audience == "company"] | order(orderRank) { _id, question, answer }
`
