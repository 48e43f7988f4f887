import type { Metadata, ResolvingMetadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { fetchContent } from '@/lib/content'
import { companyLandingPageQuery } from '@/queries'
import { AgentsCarousel } from '@/sections/agentsCarousel/AgentsCarousel'
import { Comparison } from '@/sections/comparison/Comparison'
import { Faq } from '@/sections/faq/Faq'
import { FinalCta } from '@/sections/finalCta/FinalCta'
import { Funnel } from '@/sections/funnel/Funnel'
import { Hero } from '@/sections/hero/Hero'
import { Pricing } from '@/sections/pricing/Pricing'
import { Process } from '@/sections/process/Process'
import { WhyUs } from '@/sections/whyUs/WhyUs'
import { pageMetadata } from '@/seo/pageMetadata'

const route = { path: '/unternehmen', documentId: 'companyLandingPage' }

/** One read per render, shared by the metadata and the page. */
const getLandingPage = cache(() =>
  fetchContent(companyLandingPageQuery, {}, { tags: ['companyLandingPage'] }),
)

export async function generateMetadata(
  _props: unknown,
  parent: ResolvingMetadata,
): Promise<Metadata> {
  const { page } = await getLandingPage()
  return pageMetadata(page?.seo, parent, route)
}

/** `/unternehmen`: the company landing page, prerendered from content (ISR). */
export default async function CompanyLandingPage() {
  const { page, ctaTargets } = await getLandingPage()
  if (!page) notFound()
  return (
    <>
      <Hero content={page.hero} targets={ctaTargets} />
      <AgentsCarousel content={page.agentsCarousel} />
      <WhyUs content={page.whyUs} />
      <Process content={page.process} />
      <Funnel content={page.funnel} />
      <Comparison content={page.comparison} />
      <Pricing content={page.pricing} targets={ctaTargets} brand={ctaTargets?.brandName} />
      <Faq content={page.faq} />
      <FinalCta content={page.finalCta} targets={ctaTargets} />
    </>
  )
}
