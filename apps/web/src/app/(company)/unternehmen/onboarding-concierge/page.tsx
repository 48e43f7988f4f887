import type { Metadata, ResolvingMetadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { fetchContent } from '@/lib/content'
import { conciergePageQuery } from '@/queries'
import { ConciergePricing } from '@/sections/conciergePricing/ConciergePricing'
import { Faq } from '@/sections/faq/Faq'
import { FeatureGrid } from '@/sections/featureGrid/FeatureGrid'
import { FinalCta } from '@/sections/finalCta/FinalCta'
import { Hero } from '@/sections/hero/Hero'
import { Journey } from '@/sections/journey/Journey'
import { PlanComparison } from '@/sections/planComparison/PlanComparison'
import { Story } from '@/sections/story/Story'
import { Testimonials } from '@/sections/testimonials/Testimonials'
import { pageMetadata } from '@/seo/pageMetadata'
import { routeOf } from '@/seo/routes'

/** One read per render, shared by the metadata and the page. */
const getConciergePage = cache(() =>
  fetchContent(conciergePageQuery, {}, { tags: ['conciergePage'] }),
)

export async function generateMetadata(
  _props: unknown,
  parent: ResolvingMetadata,
): Promise<Metadata> {
  const { page } = await getConciergePage()
  return pageMetadata(page?.seo, parent, routeOf('conciergePage'))
}

/** `/unternehmen/onboarding-concierge`: the Premium Onboarding & Concierge service. */
export default async function ConciergePage() {
  const { page, ctaTargets } = await getConciergePage()
  if (!page) notFound()
  return (
    <>
      <Hero content={page.hero} targets={ctaTargets} />
      <Story id="was-ist-das" content={page.intro} />
      <Journey id="ablauf" tone="muted" content={page.journey} />
      <FeatureGrid id="leistungen" content={page.features} />
      <PlanComparison id="basic-vs-premium" tone="muted" content={page.comparison} />
      <Testimonials id="stimmen" content={page.testimonials} />
      <ConciergePricing id="preis" tone="muted" content={page.pricing} targets={ctaTargets} />
      <Faq content={page.faq} />
      <FinalCta content={page.finalCta} targets={ctaTargets} />
    </>
  )
}
