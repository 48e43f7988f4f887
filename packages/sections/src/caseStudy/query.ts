import { ctaFields } from '../lib/query'

export const caseStudyFields = /* groq */ `
  eyebrow,
  heading,
  customer,
  logo{ asset, crop, hotspot },
  quote,
  person,
  role,
  figures[]{ _key, value, label },
  cta{ ${ctaFields} }
`
