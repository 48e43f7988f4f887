import { ctaFields } from '../lib/query'

/** Labels and buttons plus every career opening, in the editors' order. */
export const openingsFields = /* groq */ `
  eyebrow,
  heading,
  text,
  departmentLabel,
  typeLabel,
  locationLabel,
  applyCta{ ${ctaFields} },
  subjectTemplate,
  spontaneous{ heading, text, cta{ ${ctaFields} } },
  "items": *[_type == "careerOpening"] | order(orderRank) {
    _id,
    _createdAt,
    title,
    department,
    employmentType,
    location,
    description
  }
`
