// Generated from schemas.ts by scripts/generate-registry.mjs — do not edit.
import { agentsCarouselSection } from './agentsCarousel/render'
import { aiMatchingSection } from './aiMatching/render'
import { bestPracticesSection } from './bestPractices/render'
import { calloutSection } from './callout/render'
import { comparisonSection, talentComparisonSection } from './comparison/render'
import { conciergePricingSection } from './conciergePricing/render'
import { faqSection } from './faq/render'
import { featureGridSection } from './featureGrid/render'
import { finalCtaSection } from './finalCta/render'
import { funnelSection } from './funnel/render'
import { heroSection } from './hero/render'
import { hiringTimelineSection } from './hiringTimeline/render'
import { howItWorksBenefitsSection } from './howItWorksBenefits/render'
import { howItWorksStepsSection } from './howItWorksSteps/render'
import { interviewQuestionsSection } from './interviewQuestions/render'
import { interviewStructureSection } from './interviewStructure/render'
import { jobsCarouselSection } from './jobsCarousel/render'
import { journeySection } from './journey/render'
import { matchingSection } from './matching/render'
import { metricsTableSection } from './metricsTable/render'
import { openingsSection } from './openings/render'
import { planComparisonSection } from './planComparison/render'
import { pricingSection } from './pricing/render'
import { processSection } from './process/render'
import { resourceHeroSection } from './resourceHero/render'
import { roiCalculatorSection } from './roiCalculator/render'
import { roleCardsSection } from './roleCards/render'
import { roleProfilesSection } from './roleProfiles/render'
import { statsSection } from './stats/render'
import { storySection } from './story/render'
import { talentGuidesSection } from './talentGuides/render'
import { talentMethodsSection } from './talentMethods/render'
import { testimonialsSection } from './testimonials/render'
import { timeToHireSection } from './timeToHire/render'
import { traitsSection } from './traits/render'
import { valuesSection } from './values/render'
import { talentBenefitsSection, whyUsSection } from './whyUs/render'
import type { SectionRender } from './render'
import type { SectionType } from './types'

export type { SectionContext } from './render'

/** Every section type's component, by `_type` (each folder's render.tsx). */
export const sectionComponents: { [T in SectionType]: SectionRender<T> } = {
  heroSection,
  resourceHeroSection,
  storySection,
  featureGridSection,
  whyUsSection,
  talentBenefitsSection,
  valuesSection,
  statsSection,
  calloutSection,
  traitsSection,
  processSection,
  funnelSection,
  journeySection,
  howItWorksStepsSection,
  howItWorksBenefitsSection,
  hiringTimelineSection,
  aiMatchingSection,
  matchingSection,
  agentsCarouselSection,
  jobsCarouselSection,
  roleCardsSection,
  roleProfilesSection,
  interviewQuestionsSection,
  talentGuidesSection,
  openingsSection,
  pricingSection,
  faqSection,
  testimonialsSection,
  comparisonSection,
  talentComparisonSection,
  planComparisonSection,
  metricsTableSection,
  timeToHireSection,
  roiCalculatorSection,
  talentMethodsSection,
  conciergePricingSection,
  bestPracticesSection,
  interviewStructureSection,
  finalCtaSection,
}
