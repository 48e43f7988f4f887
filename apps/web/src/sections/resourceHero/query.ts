import { ctaFields } from '../../shell/query'

export const resourceHeroFields = /* groq */ `
  eyebrow,
  heading,
  text,
  primaryCta{ ${ctaFields} }
`
