import { text } from '@repo/sections/lib/text'
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
