export const interviewStructureFields = /* groq */ `
  eyebrow,
  heading,
  text,
  minutesTemplate,
  segments[]{ _key, startMinute, endMinute, title, text }
`
