import { ctaFields } from '../lib/query'

export const conciergePricingFields = /* groq */ `
  eyebrow,
  heading,
  text,
  planName,
  monthlyPrice,
  monthlyLabel,
  setupPrice,
  setupLabel,
  savings,
  features,
  terms,
  guarantee{ title, text },
  vatNote,
  primaryCta{ ${ctaFields} },
  secondaryCta{ ${ctaFields} }
`
