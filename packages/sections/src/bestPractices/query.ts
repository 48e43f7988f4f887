export const bestPracticesFields = /* groq */ `
  eyebrow,
  heading,
  text,
  items[]{ _key, title, text }
`
