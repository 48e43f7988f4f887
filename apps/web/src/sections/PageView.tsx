import { notFound } from 'next/navigation'
import { getPage } from '@/lib/pages'
import { ContentPage } from './shared/ContentPage'
import { Sections } from './Sections'

/** A `page` document's sections, or the 404 when no page has this slug. */
export async function PageView({ slug }: { slug: string }) {
  const { page, ctaTargets } = await getPage(slug)
  if (!page) notFound()
  const layout = page.layout === 'content' ? 'content' : 'landing'
  const sections = (
    <Sections
      sections={page.sections}
      context={{ targets: ctaTargets, brand: ctaTargets?.brandName, layout }}
    />
  )
  return layout === 'content' ? <ContentPage>{sections}</ContentPage> : sections
}
