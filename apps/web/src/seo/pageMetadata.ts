import type { Metadata, ResolvingMetadata } from 'next'
import { imageProps, type ImageSource } from '@/lib/image'
import { ogImageSize } from './ogImageSize'
import type { SiteRoute } from './routes'

/** The `seo` object every page document carries (studio/schemas/objects/seo.ts). */
export interface PageSeo {
  title?: string | null
  description?: string | null
  ogImage?: ImageSource | null
  noIndex?: boolean | null
}

/**
 * A page's metadata from its `seo` field: title, description, canonical URL, Open Graph and
 * Twitter tags. The share image is the one editors set, else the one drawn from the page's content
 * (`/og/<documentId>`). Missing values keep the site defaults of the root layout.
 */
export async function pageMetadata(
  seo: PageSeo | null | undefined,
  parent: ResolvingMetadata,
  route: SiteRoute,
): Promise<Metadata> {
  const inherited = await parent
  const title = seo?.title
  const description = seo?.description
  const chosen = imageProps(seo?.ogImage, { width: ogImageSize.width })
  const image = chosen
    ? { url: chosen.src, width: chosen.width, height: chosen.height, alt: chosen.alt }
    : { url: `/og/${route.documentId}`, ...ogImageSize, alt: title ?? '' }
  const shared = {
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    images: [image],
  }
  return {
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    ...(seo?.noIndex === true ? { robots: { index: false, follow: true } } : {}),
    alternates: { canonical: route.path },
    openGraph: { ...inherited.openGraph, url: route.path, ...shared },
    twitter: { ...inherited.twitter, card: 'summary_large_image', ...shared },
  }
}
