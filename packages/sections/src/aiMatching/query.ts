export const aiMatchingFields = /* groq */ `
  eyebrow,
  heading,
  text,
  factors[]{ _key, title, text, icon, points },
  note
`
