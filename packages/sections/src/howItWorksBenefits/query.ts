export const howItWorksBenefitsFields = /* groq */ `
  eyebrow,
  heading,
  text,
  benefits[]{ _key, title, text, icon }
`
