import { toPlainText } from '@portabletext/react'
import type { OpeningPageQueryResult } from '@repo/content/sanity.types'
import { richTextBlocks } from '../lib/RichText'

const context = 'https://schema.org'

type Opening = NonNullable<OpeningPageQueryResult['opening']>

export type JobOpening = Pick<
  Opening,
  '_createdAt' | 'title' | 'description' | 'location' | 'employmentType' | 'validThrough'
> & {
  /** Portable text: the full description on the opening's page. */
  body?: unknown
}

interface Where {
  /** The opening's page, absolute. */
  url: string
  /** The employer's home page, absolute. */
  siteUrl: string
}

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
  const { title, description: summary, location, validThrough } = opening
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
