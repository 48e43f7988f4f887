import { ctaFields } from '../lib/query'

export const heroFields = /* groq */ `
  eyebrow,
  heading,
  highlight,
  text,
  primaryCta{ ${ctaFields} },
  secondaryCta{ ${ctaFields} },
  stats[]{ _key, value, label },
  note,
  nextSteps{ heading, steps[]{ _key, title, text } }
`
