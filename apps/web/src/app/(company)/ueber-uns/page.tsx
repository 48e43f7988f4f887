import type { Metadata, ResolvingMetadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { fetchContent } from '@/lib/content'
import { aboutPageQuery } from '@/queries'
import { FinalCta } from '@/sections/finalCta/FinalCta'
import { Hero } from '@/sections/hero/Hero'
import { Stats } from '@/sections/stats/Stats'
import { Story } from '@/sections/story/Story'
import { Values } from '@/sections/values/Values'
import { pageMetadata } from '@/seo/pageMetadata'
import { routeOf } from '@/seo/routes'

/** One read per render, shared by the metadata and the page. */
const getAboutPage = cache(() => fetchContent(aboutPageQuery, {}, { tags: ['aboutPage'] }))

export async function generateMetadata(
  _props: unknown,
  parent: ResolvingMetadata,
): Promise<Metadata> {
  const { page } = await getAboutPage()
  return pageMetadata(page?.seo, parent, routeOf('aboutPage'))
}

/** `/ueber-uns`: mission, values and key figures. */
export default async function AboutPage() {
  const { page, ctaTargets } = await getAboutPage()
  if (!page) notFound()
  return (
    <>
      <Hero content={page.hero} targets={ctaTargets} />
      <Story id="mission" content={page.mission} />
      <Values id="werte" tone="muted" content={page.values} />
      <Stats id="zahlen" content={page.stats} />
      <FinalCta content={page.finalCta} targets={ctaTargets} />
    </>
  )
}
