import type { Metadata } from 'next'
import { imageProps } from '@/lib/image'
import { siteUrl } from '@/seo/siteUrl'
import type { SiteSettings } from '@/content/settings'

/** The settings' title template (`{title} | SalesSwipe`) in Next's form (`%s | SalesSwipe`). */
const titleTemplate = (settings: SiteSettings) =>
  settings.seo?.titleTemplate?.includes('{title}')
    ? settings.seo.titleTemplate.replace('{title}', '%s')
    : undefined

/** Site-wide defaults; pages add their own title and description from their `seo` fields. */
export function defaultMetadata(settings: SiteSettings): Metadata {
  const seo = settings.seo
  const siteName = seo?.siteName ?? settings.brandName ?? undefined
  const defaultTitle = seo?.defaultTitle ?? siteName ?? ''
  const template = titleTemplate(settings)
  const description = seo?.defaultDescription
  const image = imageProps(seo?.ogImage, { width: 1200 })
  const images = image
    ? [{ url: image.src, width: image.width, height: image.height, alt: image.alt }]
    : undefined
  return {
    metadataBase: siteUrl(),
    title: template ? { default: defaultTitle, template } : defaultTitle,
    description,
    applicationName: siteName,
    openGraph: {
      type: 'website',
      locale: 'de_DE',
      siteName,
      title: defaultTitle,
      description,
      images,
    },
    twitter: { card: 'summary_large_image', title: defaultTitle, description, images },
  }
}

/**
 * The 404's title, in the site's title template ("Seite nicht gefunden | SalesSwipe"): absolute,
 * because global-not-found has no layout above it to apply the template.
 */
export function notFoundMetadata(settings: SiteSettings): Metadata {
  const title = settings.notFound?.title
  if (!title) return {}
  const template = settings.seo?.titleTemplate
  return {
    title: { absolute: template?.includes('{title}') ? template.replace('{title}', title) : title },
  }
}
