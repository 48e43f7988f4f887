import type { SiteSettings } from '@/content/settings'
import { absoluteUrl } from '@/seo/siteUrl'

const context = 'https://schema.org'

/** Organization: the brand, its site and contact, from the site settings. */
export function organizationData(
  settings: Pick<SiteSettings, 'brandName' | 'contactEmail' | 'seo'>,
) {
  const name = settings.brandName
  if (!name) return null
  return {
    '@context': context,
    '@type': 'Organization',
    name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    ...(settings.seo ? { description: settings.seo.defaultDescription } : {}),
    ...(settings.contactEmail ? { email: settings.contactEmail } : {}),
  }
}
