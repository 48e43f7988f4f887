import { text } from '../lib/text'

const context = 'https://schema.org'

export interface JobOpening {
  _createdAt?: string | null
  title?: string | null
  description?: string | null
  location?: string | null
}

/**
 * JobPosting for each careers opening. Remote openings are marked as telecommute jobs in Germany;
 * the others name their city. `siteUrl` is the employer's home page.
 */
export function jobPostingsData(
  brand: string | undefined,
  openings: JobOpening[],
  siteUrl: string,
) {
  if (!brand) return []
  return openings
    .filter((opening) => text(opening.title) && text(opening.description) && opening._createdAt)
    .map((opening) => {
      const location = text(opening.location)
      const remote = location?.toLowerCase() === 'remote'
      return {
        '@context': context,
        '@type': 'JobPosting',
        title: opening.title,
        description: opening.description,
        datePosted: opening._createdAt?.slice(0, 10),
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
    })
}
