import type { Metadata, ResolvingMetadata } from 'next'
import { getPage, pathOf } from '@/lib/pages'
import { pageMetadata } from '@/seo/pageMetadata'

/** A page document's metadata; none of its own (a missing page is the 404's business). */
export async function pageMetadataFor(slug: string, parent: ResolvingMetadata): Promise<Metadata> {
  const { page } = await getPage(slug)
  if (!page) return {}
  return pageMetadata(page.seo, parent, { path: pathOf(slug), documentId: page._id })
}
