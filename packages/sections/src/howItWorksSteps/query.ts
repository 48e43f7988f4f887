export const howItWorksStepsFields = /* groq */ `
  eyebrow,
  heading,
  text,
  steps[]{ _key, title, text, illustration }
`
