import type { Metadata, ResolvingMetadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { fetchContent } from '@/lib/content'
import type { View } from '@/lib/view'
import { companyHowItWorksPageQuery, talentHowItWorksPageQuery } from '@/queries'
import { AiMatching } from '@/sections/aiMatching/AiMatching'
import { HiringTimeline } from '@/sections/hiringTimeline/HiringTimeline'
import { HowItWorksBenefits } from '@/sections/howItWorksBenefits/HowItWorksBenefits'
import { HowItWorksSteps } from '@/sections/howItWorksSteps/HowItWorksSteps'
import { PageCta } from '@/sections/pageCta/PageCta'
import { PageHero } from '@/sections/pageHero/PageHero'
import { ContentPage } from '@/sections/shared/ContentPage'
import { pageMetadata } from '@/seo/pageMetadata'
import { routeOf } from '@/seo/routes'

/** One page, two documents of the same shape: the view picks the wording. */
const getHowItWorksPage = cache((view: View) =>
  view === 'talent'
    ? fetchContent(talentHowItWorksPageQuery, {}, { tags: ['talentHowItWorksPage'] })
    : fetchContent(companyHowItWorksPageQuery, {}, { tags: ['companyHowItWorksPage'] }),
)

export async function howItWorksMetadata(view: View, parent: ResolvingMetadata): Promise<Metadata> {
  const { page } = await getHowItWorksPage(view)
  return pageMetadata(page?.seo, parent, routeOf(`${view}HowItWorksPage`))
}

/** The how-it-works page (`/unternehmen/so-funktionierts`, `/talente/so-funktionierts`). */
export async function HowItWorksScreen({ view }: { view: View }) {
  const { page, ctaTargets } = await getHowItWorksPage(view)
  if (!page) notFound()
  return (
    <ContentPage>
      <PageHero content={page.hero} targets={ctaTargets} />
      <HowItWorksSteps content={page.steps} />
      <HowItWorksBenefits content={page.benefits} />
      <HiringTimeline content={page.timeline} />
      <AiMatching content={page.matching} />
      <PageCta content={page.finalCta} targets={ctaTargets} />
    </ContentPage>
  )
}
