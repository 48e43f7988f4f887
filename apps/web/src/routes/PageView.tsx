import { notFound } from 'next/navigation'
import { imageProps } from '@/lib/image'
import { getPage } from '@/lib/pages'
import { ContentPage } from '@repo/sections/shared/ContentPage'
import { Sections } from '@repo/sections/Sections'

/** A `page` document's sections, or the 404 when no page has this slug. */
export async function PageView({ slug }: { slug: string }) {
  const { page, ctaTargets } = await getPage(slug)
  if (!page) notFound()
  const { layout } = page
  const sections = (
    <Sections
      sections={page.sections}
      context={{
        targets: ctaTargets,
        brand: ctaTargets.brandName,
        layout,
        imageProps,
      }}
    />
  )
  return layout === 'content' ? <ContentPage>{sections}</ContentPage> : sections
}
