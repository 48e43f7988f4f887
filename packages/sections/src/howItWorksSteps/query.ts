import { mediaFields } from '../productMedia/query'

export const howItWorksStepsFields = /* groq */ `
  eyebrow,
  heading,
  text,
  steps[]{ _key, title, text, illustration, media{ ${mediaFields} } }
`
