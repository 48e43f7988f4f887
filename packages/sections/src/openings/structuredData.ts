import { toPlainText } from '@portabletext/react'
import type { OpeningPageQueryResult } from '@repo/content/sanity.types'
import { richTextBlocks } from '../lib/RichText'

const context = 'https://schema.org'

type Opening = NonNullable<OpeningPageQueryResult['opening']>

export type JobOpening = Pick<
  Opening,
  '_createdAt' | 'title' | 'description' | 'location' | 'employmentType' | 'validThrough'
> &
  Partial<Pick<Opening, 'salaryRange' | 'responsibilities' | 'requirements' | 'benefits'>> & {
    /** Portable text: the full description on the opening's page. */
    body?: unknown
  }

interface Where {
  /** The opening's page, absolute. */
  url: string
  /** The employer's home page, absolute. */
  siteUrl: string
}

/** A JobPosting text property from a list of points, left out when there are none. */
const points = (property: string, list: string[] | null | undefined) =>
  list?.length ? { [property]: list.join('\n') } : {}

/**
 * The JobPosting of one opening, for its own page (Google reads job postings only there, never on
 * a list). Remote openings are telecommute jobs open to applicants in Germany; the others name
 * their city. Null without employer.
 */
export function jobPostingData(
  brand: string | null | undefined,
  opening: JobOpening,
  { url, siteUrl }: Where,
) {
  if (!brand) return null
  const { title, description: summary, location, validThrough, salaryRange } = opening
  const body = toPlainText(richTextBlocks(opening.body)).trim()
  const remote = location.toLowerCase() === 'remote'
  return {
    '@context': context,
    '@type': 'JobPosting',
    title,
    description: body ? `${summary}\n\n${body}` : summary,
    url,
    datePosted: opening._createdAt.slice(0, 10),
    ...(validThrough ? { validThrough } : {}),
    employmentType: opening.employmentType,
    ...(salaryRange
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'EUR',
            value: {
              '@type': 'QuantitativeValue',
              minValue: salaryRange.min,
              maxValue: salaryRange.max,
              unitText: 'YEAR',
            },
          },
        }
      : {}),
    ...points('responsibilities', opening.responsibilities),
    ...points('qualifications', opening.requirements),
    ...points('jobBenefits', opening.benefits),
    hiringOrganization: { '@type': 'Organization', name: brand, sameAs: siteUrl },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'DE' },
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', addressLocality: location, addressCountry: 'DE' },
          },
        }),
  }
}
