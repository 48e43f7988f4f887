import type { Metadata, ResolvingMetadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { fetchContent } from '@/lib/content'
import { careersPageQuery } from '@/queries'
import { Hero } from '@/sections/hero/Hero'
import { Openings } from '@/sections/openings/Openings'
import { Traits } from '@/sections/traits/Traits'
import { pageMetadata } from '@/seo/pageMetadata'
import { routeOf } from '@/seo/routes'

/** One read per render, shared by the metadata and the page. */
const getCareersPage = cache(() => fetchContent(careersPageQuery, {}, { tags: ['careersPage'] }))

export async function generateMetadata(
  _props: unknown,
  parent: ResolvingMetadata,
): Promise<Metadata> {
  const { page } = await getCareersPage()
  return pageMetadata(page?.seo, parent, routeOf('careersPage'))
}

/** `/karriere`: the open roles (the hero's first button links to `#stellen`) and what we look for. */
export default async function CareersPage() {
  const { page, ctaTargets } = await getCareersPage()
  if (!page) notFound()
  return (
    <>
      <Hero content={page.hero} targets={ctaTargets} />
      <Openings
        id="stellen"
        content={page.openings}
        targets={ctaTargets}
        brand={ctaTargets?.brandName}
      />
      <Traits id="werte" tone="muted" content={page.traits} />
    </>
  )
}
