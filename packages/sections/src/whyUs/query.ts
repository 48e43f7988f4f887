export const whyUsFields = /* groq */ `
  eyebrow,
  heading,
  text,
  benefits[]{ _key, title, text, icon }
`
