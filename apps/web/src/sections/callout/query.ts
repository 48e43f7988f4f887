import { ctaFields } from '../../shell/query'

export const calloutFields = /* groq */ `icon, eyebrow, heading, text, cta{ ${ctaFields} }`
