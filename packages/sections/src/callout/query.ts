import { ctaFields } from '../lib/query'

export const calloutFields = /* groq */ `icon, eyebrow, heading, text, cta{ ${ctaFields} }`
