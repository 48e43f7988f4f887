import { toPlainText, type PortableTextBlock } from '@portabletext/react'
import { text } from '@/shell/text'
import { absoluteUrl } from './siteUrl'

const context = 'https://schema.org'

/** Organization: the brand, its site and contact, from the site settings. */
export function organizationData(
  settings: {
    brandName?: string | null
    contactEmail?: string | null
    seo?: { defaultDescription?: string | null } | null
  } | null,
) {
  const name = text(settings?.brandName)
  if (!name) return null
  return {
    '@context': context,
    '@type': 'Organization',
    name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    ...(text(settings?.seo?.defaultDescription)
      ? { description: settings?.seo?.defaultDescription }
      : {}),
    ...(text(settings?.contactEmail) ? { email: settings?.contactEmail } : {}),
  }
}

export interface FaqEntry {
  question?: string | null
  /** Portable text, as the schema's `blockContent`. */
  answer?: readonly object[] | null
}

/** FAQPage for a FAQ section: each question with its answer as plain text. */
export function faqPageData(items: FaqEntry[]) {
  const entities = items
    .map((item) => ({
      question: text(item.question),
      answer: Array.isArray(item.answer)
        ? toPlainText(item.answer as PortableTextBlock[]).trim()
        : '',
    }))
    .filter((entry) => entry.question && entry.answer)
    .map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    }))
  if (entities.length === 0) return null
  return { '@context': context, '@type': 'FAQPage', mainEntity: entities }
}

export interface PlanOffer {
  name?: string | null
  description?: string | null
  monthlyPrice?: number | null
  yearlyPrice?: number | null
}

/** The plans as a Product with one Offer per plan and billing (prices per 4 weeks, net of VAT). */
export function plansProductData(
  brand: string | undefined,
  plans: PlanOffer[],
  billingLabels: { monthly?: string | null; yearly?: string | null },
) {
  const offers = plans.flatMap((plan) => {
    const name = text(plan.name)
    if (!name) return []
    return (
      [
        ['monthly', plan.monthlyPrice],
        ['yearly', plan.yearlyPrice],
      ] as const
    )
      .filter(([, price]) => typeof price === 'number' && Number.isFinite(price))
      .map(([billing, price]) => ({
        '@type': 'Offer',
        name: text(billingLabels[billing]) ? `${name} (${billingLabels[billing]})` : name,
        price: (price as number).toFixed(2),
        priceCurrency: 'EUR',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: (price as number).toFixed(2),
          priceCurrency: 'EUR',
          valueAddedTaxIncluded: false,
          billingDuration: 'P28D',
        },
        ...(text(plan.description) ? { description: plan.description } : {}),
      }))
  })
  if (!brand || offers.length === 0) return null
  return {
    '@context': context,
    '@type': 'Product',
    name: brand,
    brand: { '@type': 'Brand', name: brand },
    offers,
  }
}

export interface JobOpening {
  _createdAt?: string | null
  title?: string | null
  description?: string | null
  location?: string | null
}

/**
 * JobPosting for each careers opening. Remote openings are marked as telecommute jobs in Germany;
 * the others name their city.
 */
export function jobPostingsData(brand: string | undefined, openings: JobOpening[]) {
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
        hiringOrganization: { '@type': 'Organization', name: brand, sameAs: absoluteUrl('/') },
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
