export const whyUsFields = /* groq */ `
  eyebrow,
  heading,
  text,
  benefits[]{ _key, title, text, icon }
`

/** The talent view's benefits project the same fields. */
export const talentBenefitsFields = whyUsFields
