import type { Metadata, ResolvingMetadata } from 'next'
import { imageProps } from '@/lib/image'
import type { CompanyLandingPage } from './types'
import { text } from './guards'

const OG_IMAGE_WIDTH = 1200

/** The `seo` object's fields as any page's query projects them. */
export type SeoFields = Partial<NonNullable<CompanyLandingPage['seo']>>

/**
 * A page's metadata from its `seo` field. Missing values keep the site defaults of the root
 * layout (title template, description, Open Graph site name and locale).
 */
export async function pageMetadata(
  seo: SeoFields | null | undefined,
  parent: ResolvingMetadata,
): Promise<Metadata> {
  const title = text(seo?.title)
  const description = text(seo?.description)
  const image = imageProps(seo?.ogImage, { width: OG_IMAGE_WIDTH })
  const inherited = (await parent).openGraph
  return {
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    ...(seo?.noIndex === true ? { robots: { index: false, follow: true } } : {}),
    openGraph: {
      ...inherited,
      ...(title ? { title } : {}),
      ...(description ? { description } : {}),
      ...(image
        ? { images: [{ url: image.src, width: image.width, height: image.height, alt: image.alt }] }
        : {}),
    },
  }
}
