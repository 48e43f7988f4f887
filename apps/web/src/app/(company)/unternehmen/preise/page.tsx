import type { Metadata, ResolvingMetadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { fetchContent } from '@/lib/content'
import { pricingPageQuery } from '@/queries'
import { Callout } from '@/sections/callout/Callout'
import { FeatureGrid } from '@/sections/featureGrid/FeatureGrid'
import { FinalCta } from '@/sections/finalCta/FinalCta'
import { Hero } from '@/sections/hero/Hero'
import { Pricing } from '@/sections/pricing/Pricing'
import { pageMetadata } from '@/seo/pageMetadata'
import { routeOf } from '@/seo/routes'

/** One read per render, shared by the metadata and the page. */
const getPricingPage = cache(() => fetchContent(pricingPageQuery, {}, { tags: ['pricingPage'] }))

export async function generateMetadata(
  _props: unknown,
  parent: ResolvingMetadata,
): Promise<Metadata> {
  const { page } = await getPricingPage()
  return pageMetadata(page?.seo, parent, routeOf('pricingPage'))
}

/** `/unternehmen/preise`: the landing page's plans, how the prices work, a tip, sign-up. */
export default async function PricingPage() {
  const { page, ctaTargets } = await getPricingPage()
  if (!page) notFound()
  return (
    <>
      <Hero content={page.hero} targets={ctaTargets} />
      <Pricing content={page.plans} targets={ctaTargets} brand={ctaTargets?.brandName} />
      <FeatureGrid id="kosten" tone="muted" content={page.explanation} />
      <Callout id="launch-special" content={page.launchTip} targets={ctaTargets} />
      <FinalCta content={page.signUp} targets={ctaTargets} />
    </>
  )
}
