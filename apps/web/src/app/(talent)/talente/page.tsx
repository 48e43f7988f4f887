import type { Metadata, ResolvingMetadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { fetchContent } from '@/lib/content'
import { talentLandingPageQuery } from '@/queries'
import { Comparison } from '@/sections/comparison/Comparison'
import { Faq } from '@/sections/faq/Faq'
import { FinalCta } from '@/sections/finalCta/FinalCta'
import { Hero } from '@/sections/hero/Hero'
import { JobsCarousel } from '@/sections/jobsCarousel/JobsCarousel'
import { Matching } from '@/sections/matching/Matching'
import { Process } from '@/sections/process/Process'
import { RoleCards } from '@/sections/roleCards/RoleCards'
import { WhyUs } from '@/sections/whyUs/WhyUs'
import { pageMetadata } from '@/seo/pageMetadata'
import { routeOf } from '@/seo/routes'

/** One read per render, shared by the metadata and the page. */
const getLandingPage = cache(() =>
  fetchContent(talentLandingPageQuery, {}, { tags: ['talentLandingPage'] }),
)

export async function generateMetadata(
  _props: unknown,
  parent: ResolvingMetadata,
): Promise<Metadata> {
  const { page } = await getLandingPage()
  return pageMetadata(page?.seo, parent, routeOf('talentLandingPage'))
}

/** `/talente`: the talent landing page, prerendered from content (ISR). */
export default async function TalentLandingPage() {
  const { page, ctaTargets } = await getLandingPage()
  if (!page) notFound()
  return (
    <>
      <Hero content={page.hero} targets={ctaTargets} />
      <RoleCards content={page.roleCards} />
      <JobsCarousel content={page.jobsCarousel} />
      <Process id="start" content={page.start} />
      <WhyUs content={page.benefits} />
      <Matching content={page.matching} />
      <Comparison content={page.comparison} />
      <Faq content={page.faq} />
      <FinalCta content={page.finalCta} targets={ctaTargets} />
    </>
  )
}
