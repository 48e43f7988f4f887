import { ctaFields } from '../lib/query'

export const resourceHeroFields = /* groq */ `
  eyebrow,
  heading,
  text,
  primaryCta{ ${ctaFields} }
`
