import type { PageQueryResult } from '@repo/content/sanity.types'
import { ContentPage } from '@repo/sections/shared/ContentPage'
import { Sections } from '@repo/sections/Sections'
import type { Page } from '@repo/sections/types'
import { imageProps } from '@/lib/image'

interface PageViewProps {
  page: Page
  /** Where the page's buttons lead (site settings). */
  targets: PageQueryResult['ctaTargets']
}

/** A `page` document's sections, in its layout. */
export function PageView({ page, targets }: PageViewProps) {
  const { layout } = page
  const sections = (
    <Sections
      sections={page.sections}
      context={{ targets, brand: targets.brandName, layout, imageProps }}
    />
  )
  return layout === 'content' ? <ContentPage>{sections}</ContentPage> : sections
}
