import { toPlainText } from '@portabletext/react'
import { richTextBlocks } from '../lib/RichText'
import { text } from '../lib/text'
import { employmentTypes } from './opening'

const context = 'https://schema.org'

export interface JobOpening {
  _createdAt?: string | null
  title?: string | null
  /** The short description; the posting's text starts with it. */
  description?: string | null
  /** Portable text: the full description on the opening's page. */
  body?: unknown
  location?: string | null
  employmentTypeCode?: string | null
  /** Last day to apply, `YYYY-MM-DD`. */
  validThrough?: string | null
}

interface Where {
  /** The opening's page, absolute. */
  url: string
  /** The employer's home page, absolute. */
  siteUrl: string
}

const isEmploymentType = (value: unknown): value is (typeof employmentTypes)[number] =>
  (employmentTypes as readonly unknown[]).includes(value)

/**
 * The JobPosting of one opening, for its own page (Google reads job postings only there, never on
 * a list). Remote openings are telecommute jobs open to applicants in Germany; the others name
 * their city. Null without employer, title, description or date.
 */
export function jobPostingData(
  brand: string | undefined,
  opening: JobOpening,
  { url, siteUrl }: Where,
) {
  const title = text(opening.title)
  const summary = text(opening.description)
  if (!brand || !title || !summary || !opening._createdAt) return null
  const body = toPlainText(richTextBlocks(opening.body)).trim()
  const location = text(opening.location)
  const remote = location?.toLowerCase() === 'remote'
  const validThrough = text(opening.validThrough)
  return {
    '@context': context,
    '@type': 'JobPosting',
    title,
    description: body ? `${summary}\n\n${body}` : summary,
    url,
    datePosted: opening._createdAt.slice(0, 10),
    ...(validThrough ? { validThrough } : {}),
    ...(isEmploymentType(opening.employmentTypeCode)
      ? { employmentType: opening.employmentTypeCode }
      : {}),
    hiringOrganization: { '@type': 'Organization', name: brand, sameAs: siteUrl },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'DE' },
        }
      : location
        ? {
            jobLocation: {
              '@type': 'Place',
              address: {
                '@type': 'PostalAddress',
                addressLocality: location,
                addressCountry: 'DE',
              },
            },
          }
        : {}),
  }
}
