import type { Metadata, ResolvingMetadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { fetchContent } from '@/lib/content'
import { talentComparisonPageQuery } from '@/queries'
import { PageCta } from '@/sections/pageCta/PageCta'
import { PageHero } from '@/sections/pageHero/PageHero'
import { ContentPage } from '@/sections/shared/ContentPage'
import { TalentMethods } from '@/sections/talentMethods/TalentMethods'
import { pageMetadata } from '@/seo/pageMetadata'
import { routeOf } from '@/seo/routes'

/** One read per render, shared by the metadata and the page. */
const getComparisonPage = cache(() =>
  fetchContent(talentComparisonPageQuery, {}, { tags: ['talentComparisonPage'] }),
)

export async function generateMetadata(
  _props: unknown,
  parent: ResolvingMetadata,
): Promise<Metadata> {
  const { page } = await getComparisonPage()
  return pageMetadata(page?.seo, parent, routeOf('talentComparisonPage'))
}

/** `/talente/vergleich`: the ways to a new sales job, compared for talents (ISR). */
export default async function TalentComparisonPage() {
  const { page, ctaTargets } = await getComparisonPage()
  if (!page) notFound()
  return (
    <ContentPage>
      <PageHero content={page.hero} targets={ctaTargets} />
      <TalentMethods content={page.methods} />
      <PageCta content={page.finalCta} targets={ctaTargets} />
    </ContentPage>
  )
}
