export const processFields = /* groq */ `
  eyebrow,
  heading,
  text,
  steps[]{ _key, title, duration, text, points }
`
