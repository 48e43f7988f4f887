export const testimonialsFields = /* groq */ `
  eyebrow,
  heading,
  text,
  note,
  items[]{ _key, quote, author, company, role }
`
