import { ctaFields, richTextFields } from '../lib/query'

/**
 * Labels and buttons plus every opening not switched off, in the editors' order (the component
 * leaves out those past their deadline: that depends on the day, not on the content).
 */
export const openingsFields = /* groq */ `
  eyebrow,
  heading,
  text,
  departmentLabel,
  typeLabel,
  employmentTypeLabels{ fullTime, partTime, contractor, temporary, intern, volunteer, perDiem, other },
  locationLabel,
  applyCta{ ${ctaFields} },
  subjectTemplate,
  spontaneous{ heading, text, cta{ ${ctaFields} } },
  "items": *[_type == "careerOpening" && open != false] | order(orderRank) {
    _id,
    title,
    "slug": slug.current,
    validThrough,
    department,
    employmentType,
    location,
    description
  }
`

/** What an opening's own page shows of the careers list's labels and buttons. */
export const openingLabelsFields = /* groq */ `
  departmentLabel,
  typeLabel,
  employmentTypeLabels{ fullTime, partTime, contractor, temporary, intern, volunteer, perDiem, other },
  locationLabel,
  startLabel,
  validThroughLabel,
  salaryLabel,
  responsibilitiesLabel,
  requirementsLabel,
  benefitsLabel,
  backLabel,
  applyCta{ ${ctaFields} },
  subjectTemplate
`

/** An opening on its own page, with what its JobPosting needs. */
export const openingFields = /* groq */ `
  _id,
  _createdAt,
  title,
  "slug": slug.current,
  open,
  validThrough,
  department,
  employmentType,
  location,
  start,
  description,
  "body": body[]{ ${richTextFields} },
  salaryRange{ min, max },
  responsibilities,
  requirements,
  benefits
`
