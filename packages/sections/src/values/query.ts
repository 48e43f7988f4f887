export const valuesFields = /* groq */ `
  eyebrow,
  heading,
  text,
  values[]{ _key, title, subtitle, description, principles }
`
