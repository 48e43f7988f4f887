import type { Metadata, ResolvingMetadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { fetchContent } from '@/lib/content'
import { companyComparisonPageQuery } from '@/queries'
import { MetricsTable } from '@/sections/metricsTable/MetricsTable'
import { PageCta } from '@/sections/pageCta/PageCta'
import { PageHero } from '@/sections/pageHero/PageHero'
import { RoiCalculator } from '@/sections/roiCalculator/RoiCalculator'
import { ContentPage } from '@/sections/shared/ContentPage'
import { TimeToHire } from '@/sections/timeToHire/TimeToHire'
import { pageMetadata } from '@/seo/pageMetadata'
import { routeOf } from '@/seo/routes'

/** One read per render, shared by the metadata and the page. */
const getComparisonPage = cache(() =>
  fetchContent(companyComparisonPageQuery, {}, { tags: ['companyComparisonPage'] }),
)

export async function generateMetadata(
  _props: unknown,
  parent: ResolvingMetadata,
): Promise<Metadata> {
  const { page } = await getComparisonPage()
  return pageMetadata(page?.seo, parent, routeOf('companyComparisonPage'))
}

/** `/unternehmen/vergleich`: ROI calculator, time to hire and key figures for companies (ISR). */
export default async function CompanyComparisonPage() {
  const { page, ctaTargets } = await getComparisonPage()
  if (!page) notFound()
  return (
    <ContentPage>
      <PageHero content={page.hero} targets={ctaTargets} />
      <RoiCalculator content={page.roiCalculator} />
      <TimeToHire content={page.timeToHire} />
      <MetricsTable content={page.metrics} />
      <PageCta content={page.finalCta} targets={ctaTargets} />
    </ContentPage>
  )
}
