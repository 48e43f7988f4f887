import type { Metadata, ResolvingMetadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { fetchContent } from '@/lib/content'
import { interviewQuestionsPageQuery } from '@/queries'
import { BestPractices } from '@/sections/bestPractices/BestPractices'
import { FinalCta } from '@/sections/finalCta/FinalCta'
import { InterviewQuestions } from '@/sections/interviewQuestions/InterviewQuestions'
import { InterviewStructure } from '@/sections/interviewStructure/InterviewStructure'
import { ResourceHero } from '@/sections/resourceHero/ResourceHero'
import { pageMetadata } from '@/seo/pageMetadata'
import { routeOf } from '@/seo/routes'

/** One read per render, shared by the metadata and the page. */
const getPage = cache(() =>
  fetchContent(interviewQuestionsPageQuery, {}, { tags: ['interviewQuestionsPage'] }),
)

export async function generateMetadata(
  _props: unknown,
  parent: ResolvingMetadata,
): Promise<Metadata> {
  const { page } = await getPage()
  return pageMetadata(page?.seo, parent, routeOf('interviewQuestionsPage'))
}

/** `/interviewfragen`: the companies' interview guide, prerendered from content (ISR). */
export default async function InterviewQuestionsPage() {
  const { page, ctaTargets } = await getPage()
  if (!page) notFound()
  return (
    <>
      <ResourceHero content={page.hero} targets={ctaTargets} />
      <InterviewQuestions content={page.questions} />
      <BestPractices content={page.bestPractices} />
      <InterviewStructure content={page.structure} />
      <FinalCta content={page.finalCta} targets={ctaTargets} />
    </>
  )
}
