export const hiringTimelineFields = /* groq */ `
  eyebrow,
  heading,
  text,
  entries[]{ _key, day, title, text }
`
