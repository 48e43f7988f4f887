import type { ImagePropsFor } from '@repo/content/images'
import type { ReactNode } from 'react'
import type { CtaTargets } from './lib/CtaButton'
import { AgentsCarousel } from './agentsCarousel/AgentsCarousel'
import { AiMatching } from './aiMatching/AiMatching'
import { BestPractices } from './bestPractices/BestPractices'
import { Callout } from './callout/Callout'
import { Comparison } from './comparison/Comparison'
import { ConciergePricing } from './conciergePricing/ConciergePricing'
import { Faq } from './faq/Faq'
import { FeatureGrid } from './featureGrid/FeatureGrid'
import { FinalCta } from './finalCta/FinalCta'
import { Funnel } from './funnel/Funnel'
import { Hero } from './hero/Hero'
import { HiringTimeline } from './hiringTimeline/HiringTimeline'
import { HowItWorksBenefits } from './howItWorksBenefits/HowItWorksBenefits'
import { HowItWorksSteps } from './howItWorksSteps/HowItWorksSteps'
import { InterviewQuestions } from './interviewQuestions/InterviewQuestions'
import { InterviewStructure } from './interviewStructure/InterviewStructure'
import { JobsCarousel } from './jobsCarousel/JobsCarousel'
import { Journey } from './journey/Journey'
import { Matching } from './matching/Matching'
import { MetricsTable } from './metricsTable/MetricsTable'
import { Openings } from './openings/Openings'
import { PageCta } from './finalCta/PageCta'
import { PageHero } from './hero/PageHero'
import { PlanComparison } from './planComparison/PlanComparison'
import { Pricing } from './pricing/Pricing'
import { Process } from './process/Process'
import { ResourceHero } from './resourceHero/ResourceHero'
import { RoiCalculator } from './roiCalculator/RoiCalculator'
import { RoleCards } from './roleCards/RoleCards'
import { RoleProfiles } from './roleProfiles/RoleProfiles'
import { Stats } from './stats/Stats'
import { Story } from './story/Story'
import { TalentGuides } from './talentGuides/TalentGuides'
import { TalentMethods } from './talentMethods/TalentMethods'
import { Testimonials } from './testimonials/Testimonials'
import { TimeToHire } from './timeToHire/TimeToHire'
import { Traits } from './traits/Traits'
import type { PageSection, SectionType } from './types'
import { Values } from './values/Values'
import { WhyUs } from './whyUs/WhyUs'

/** What every section of a page may need besides its own content. */
export interface SectionContext {
  /** Where buttons lead (site settings). */
  targets: CtaTargets | null | undefined
  brand: string | null | undefined
  /** Landing pages open with the big hero; content pages with the plain one. */
  layout: 'landing' | 'content'
  /** Image URLs of the configured content source. */
  imageProps: ImagePropsFor
}

type Render<T extends SectionType> = (
  section: Extract<PageSection, { _type: T }>,
  context: SectionContext,
) => ReactNode

/** The anchor an editor set, else the section's usual one. */
const anchor = (section: { anchor?: string | null }, fallback: string) => section.anchor || fallback
const tone = (section: { tone?: string | null }) => (section.tone === 'muted' ? 'muted' : undefined)

/** Every section type's component, by `_type`. */
export const sectionComponents: { [T in SectionType]: Render<T> } = {
  heroSection: (section, { targets, layout, imageProps }) =>
    layout === 'content' ? (
      <PageHero content={section} targets={targets} />
    ) : (
      <Hero content={section} targets={targets} imageProps={imageProps} />
    ),
  resourceHeroSection: (section, { targets }) => (
    <ResourceHero content={section} targets={targets} />
  ),
  agentsCarouselSection: (section, { imageProps }) => (
    <AgentsCarousel content={section} imageProps={imageProps} />
  ),
  whyUsSection: (section) => <WhyUs content={section} />,
  talentBenefitsSection: (section) => <WhyUs content={section} />,
  processSection: (section) => <Process content={section} id={anchor(section, 'ablauf')} />,
  funnelSection: (section) => <Funnel content={section} />,
  comparisonSection: (section) => <Comparison content={section} />,
  talentComparisonSection: (section) => <Comparison content={section} />,
  pricingSection: (section, { targets, brand }) => (
    <Pricing content={section} targets={targets} brand={brand} />
  ),
  faqSection: (section) => <Faq content={section} />,
  finalCtaSection: (section, { targets, layout }) =>
    layout === 'content' ? (
      <PageCta content={section} targets={targets} />
    ) : (
      <FinalCta content={section} targets={targets} />
    ),
  roleCardsSection: (section) => <RoleCards content={section} />,
  jobsCarouselSection: (section, { imageProps }) => (
    <JobsCarousel content={section} imageProps={imageProps} />
  ),
  matchingSection: (section) => <Matching content={section} />,
  howItWorksStepsSection: (section) => <HowItWorksSteps content={section} />,
  howItWorksBenefitsSection: (section) => <HowItWorksBenefits content={section} />,
  hiringTimelineSection: (section) => <HiringTimeline content={section} />,
  aiMatchingSection: (section) => <AiMatching content={section} />,
  roiCalculatorSection: (section) => <RoiCalculator content={section} />,
  timeToHireSection: (section) => <TimeToHire content={section} />,
  metricsTableSection: (section) => <MetricsTable content={section} />,
  talentMethodsSection: (section) => <TalentMethods content={section} />,
  roleProfilesSection: (section) => <RoleProfiles content={section} />,
  interviewQuestionsSection: (section) => <InterviewQuestions content={section} />,
  bestPracticesSection: (section) => <BestPractices content={section} />,
  interviewStructureSection: (section) => <InterviewStructure content={section} />,
  talentGuidesSection: (section) => <TalentGuides content={section} />,
  featureGridSection: (section) => (
    <FeatureGrid id={anchor(section, 'leistungen')} tone={tone(section)} content={section} />
  ),
  calloutSection: (section, { targets }) => (
    <Callout id={anchor(section, 'hinweis')} content={section} targets={targets} />
  ),
  storySection: (section) => (
    <Story id={anchor(section, 'einfuehrung')} tone={tone(section)} content={section} />
  ),
  journeySection: (section) => (
    <Journey id={anchor(section, 'ablauf')} tone={tone(section)} content={section} />
  ),
  planComparisonSection: (section) => (
    <PlanComparison id={anchor(section, 'pakete')} tone={tone(section)} content={section} />
  ),
  testimonialsSection: (section) => (
    <Testimonials id={anchor(section, 'stimmen')} tone={tone(section)} content={section} />
  ),
  conciergePricingSection: (section, { targets }) => (
    <ConciergePricing
      id={anchor(section, 'preis')}
      tone={tone(section)}
      content={section}
      targets={targets}
    />
  ),
  valuesSection: (section) => (
    <Values id={anchor(section, 'werte')} tone={tone(section)} content={section} />
  ),
  statsSection: (section) => (
    <Stats id={anchor(section, 'zahlen')} tone={tone(section)} content={section} />
  ),
  openingsSection: (section, { targets }) => (
    <Openings id={anchor(section, 'stellen')} content={section} targets={targets} />
  ),
  traitsSection: (section) => (
    <Traits id={anchor(section, 'werte')} tone={tone(section)} content={section} />
  ),
}
