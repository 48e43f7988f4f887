import type { Metadata, ResolvingMetadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { fetchContent } from '@/lib/content'
import { jobDescriptionPageQuery } from '@/queries'
import { FinalCta } from '@/sections/finalCta/FinalCta'
import { ResourceHero } from '@/sections/resourceHero/ResourceHero'
import { RoleProfiles } from '@/sections/roleProfiles/RoleProfiles'
import { pageMetadata } from '@/seo/pageMetadata'
import { routeOf } from '@/seo/routes'

/** One read per render, shared by the metadata and the page. */
const getPage = cache(() =>
  fetchContent(jobDescriptionPageQuery, {}, { tags: ['jobDescriptionPage'] }),
)

export async function generateMetadata(
  _props: unknown,
  parent: ResolvingMetadata,
): Promise<Metadata> {
  const { page } = await getPage()
  return pageMetadata(page?.seo, parent, routeOf('jobDescriptionPage'))
}

/** `/jobbeschreibung`: Opener, Setter and Closer explained, prerendered from content (ISR). */
export default async function JobDescriptionPage() {
  const { page, ctaTargets } = await getPage()
  if (!page) notFound()
  return (
    <>
      <ResourceHero content={page.hero} targets={ctaTargets} />
      <RoleProfiles content={page.roles} />
      <FinalCta content={page.finalCta} targets={ctaTargets} />
    </>
  )
}
