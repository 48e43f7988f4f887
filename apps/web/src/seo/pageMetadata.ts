import type { Metadata, ResolvingMetadata } from 'next'
import { withoutLineBreakMarks } from '@repo/content/typeset'
import { imageProps, type ImageSource } from '@/lib/image'
import { ogImageSize } from './ogImageSize'

/** The `seo` object every page document carries (studio/schemas/objects/seo.ts). */
export interface PageSeo {
  title?: string | null
  description?: string | null
  ogImage?: ImageSource | null
  noIndex?: boolean | null
}

/** The route a page's metadata is for: its path and the document it is drawn from, if any. */
export interface MetadataRoute {
  path: string
  documentId?: string
}

/**
 * A page's metadata from its `seo` field: title, description, canonical URL, Open Graph and
 * Twitter tags. The share image is the one editors set, else the one drawn from the page's content
 * (`/og/<documentId>`). Missing values keep the site defaults of the root layout.
 */
export async function pageMetadata(
  seo: PageSeo | null | undefined,
  parent: ResolvingMetadata,
  route: MetadataRoute,
): Promise<Metadata> {
  const inherited = await parent
  // Read and copied from search results, not laid out: no invisible typesetting marks.
  const title = seo?.title && withoutLineBreakMarks(seo.title)
  const description = seo?.description && withoutLineBreakMarks(seo.description)
  const chosen = imageProps(seo?.ogImage, { width: ogImageSize.width })
  const image = chosen
    ? { url: chosen.src, width: chosen.width, height: chosen.height, alt: chosen.alt }
    : route.documentId && { url: `/og/${route.documentId}`, ...ogImageSize, alt: title ?? '' }
  const shared = {
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    ...(image ? { images: [image] } : {}),
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
