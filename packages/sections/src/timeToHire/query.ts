export const timeToHireFields = /* groq */ `
  eyebrow,
  heading,
  text,
  daysTemplate,
  stagesLabel,
  rows[]{ _key, method, days, stages, isProduct }
`
