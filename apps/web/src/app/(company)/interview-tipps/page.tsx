import type { Metadata, ResolvingMetadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { fetchContent } from '@/lib/content'
import { interviewTipsPageQuery } from '@/queries'
import { FinalCta } from '@/sections/finalCta/FinalCta'
import { ResourceHero } from '@/sections/resourceHero/ResourceHero'
import { TalentGuides } from '@/sections/talentGuides/TalentGuides'
import { pageMetadata } from '@/seo/pageMetadata'
import { routeOf } from '@/seo/routes'

/** One read per render, shared by the metadata and the page. */
const getPage = cache(() =>
  fetchContent(interviewTipsPageQuery, {}, { tags: ['interviewTipsPage'] }),
)

export async function generateMetadata(
  _props: unknown,
  parent: ResolvingMetadata,
): Promise<Metadata> {
  const { page } = await getPage()
  return pageMetadata(page?.seo, parent, routeOf('interviewTipsPage'))
}

/** `/interview-tipps`: interview preparation for talents, prerendered from content (ISR). */
export default async function InterviewTipsPage() {
  const { page, ctaTargets } = await getPage()
  if (!page) notFound()
  return (
    <>
      <ResourceHero content={page.hero} targets={ctaTargets} />
      <TalentGuides content={page.guides} />
      <FinalCta content={page.finalCta} targets={ctaTargets} />
    </>
  )
}
