export const journeyFields = /* groq */ `
  eyebrow,
  heading,
  text,
  steps[]{ _key, number, title, duration, description }
`
