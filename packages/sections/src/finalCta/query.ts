import { ctaFields } from '../lib/query'

export const finalCtaFields = /* groq */ `
  heading,
  text,
  primaryCta{ ${ctaFields} },
  secondaryCta{ ${ctaFields} }
`
