export const matchingFields = /* groq */ `
  eyebrow,
  heading,
  text,
  steps[]{ _key, title, text, icon }
`
