import { ctaFields } from '../../shell/query'

export const finalCtaFields = /* groq */ `
  heading,
  text,
  primaryCta{ ${ctaFields} },
  secondaryCta{ ${ctaFields} }
`
