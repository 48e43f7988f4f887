import type { ObjectDefinition } from 'sanity'
import { agentsCarouselSection } from './agentsCarousel/schema'
import { aiMatchingSection } from './aiMatching/schema'
import { bestPracticesSection } from './bestPractices/schema'
import { calloutSection } from './callout/schema'
import { caseStudySection } from './caseStudy/schema'
import { comparisonSection, talentComparisonSection } from './comparison/schema'
import { conciergePricingSection } from './conciergePricing/schema'
import { faqSection } from './faq/schema'
import { featureGridSection } from './featureGrid/schema'
import { finalCtaSection } from './finalCta/schema'
import { funnelSection } from './funnel/schema'
import { heroSection } from './hero/schema'
import { hiringTimelineSection } from './hiringTimeline/schema'
import { howItWorksBenefitsSection } from './howItWorksBenefits/schema'
import { howItWorksStepsSection } from './howItWorksSteps/schema'
import { interviewQuestionsSection } from './interviewQuestions/schema'
import { interviewStructureSection } from './interviewStructure/schema'
import { jobsCarouselSection } from './jobsCarousel/schema'
import { logoCloudSection } from './logoCloud/schema'
import { journeySection } from './journey/schema'
import { matchingSection } from './matching/schema'
import { metricsTableSection } from './metricsTable/schema'
import { openingsSection } from './openings/schema'
import { planComparisonSection } from './planComparison/schema'
import { pricingSection } from './pricing/schema'
import { processSection } from './process/schema'
import { productMediaSection } from './productMedia/schema'
import { ratingBadgeSection } from './ratingBadge/schema'
import { resourceHeroSection } from './resourceHero/schema'
import { roiCalculatorSection } from './roiCalculator/schema'
import { roleCardsSection } from './roleCards/schema'
import { roleProfilesSection } from './roleProfiles/schema'
import { statsSection } from './stats/schema'
import { storySection } from './story/schema'
import { talentGuidesSection } from './talentGuides/schema'
import { talentMethodsSection } from './talentMethods/schema'
import { teamGridSection } from './teamGrid/schema'
import { testimonialsSection } from './testimonials/schema'
import { timeToHireSection } from './timeToHire/schema'
import { traitsSection } from './traits/schema'
import { valuesSection } from './values/schema'
import { talentBenefitsSection, whyUsSection } from './whyUs/schema'
import { withPlacement } from './schema/placement'

/** A group of the page's insert menu: its German title and its section types. */
export interface SectionGroup {
  name: string
  title: string
  of: ObjectDefinition[]
}

/**
 * The one registry of section types: every section type's schema, by the group the page's insert
 * menu shows it in (German group titles). A new section type is one line here; `npm run typegen`
 * (scripts/generate-registry.mjs) derives the site's projections.ts and registry.tsx from this
 * file's imports and order, so the Studio bundle stays free of React components and the site's
 * free of schemas.
 */
export const sectionGroups: SectionGroup[] = [
  { name: 'intro', title: 'Einstieg', of: [heroSection, resourceHeroSection] },
  {
    name: 'content',
    title: 'Inhalt',
    of: [
      storySection,
      featureGridSection,
      whyUsSection,
      talentBenefitsSection,
      valuesSection,
      statsSection,
      calloutSection,
      traitsSection,
    ],
  },
  {
    name: 'process',
    title: 'Ablauf & Matching',
    of: [
      processSection,
      funnelSection,
      journeySection,
      howItWorksStepsSection,
      howItWorksBenefitsSection,
      hiringTimelineSection,
      aiMatchingSection,
      matchingSection,
    ],
  },
  {
    name: 'lists',
    title: 'Listen aus Dokumenten',
    of: [
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
    ],
  },
  {
    name: 'compare',
    title: 'Vergleiche & Rechner',
    of: [
      comparisonSection,
      talentComparisonSection,
      planComparisonSection,
      metricsTableSection,
      timeToHireSection,
      roiCalculatorSection,
      talentMethodsSection,
      conciergePricingSection,
    ],
  },
  {
    name: 'proof',
    title: 'Nachweise & Produkt',
    of: [
      logoCloudSection,
      caseStudySection,
      ratingBadgeSection,
      teamGridSection,
      productMediaSection,
    ],
  },
  {
    name: 'close',
    title: 'Abschluss',
    of: [bestPracticesSection, interviewStructureSection, finalCtaSection],
  },
]

/** Every section type, with the placement fields (anchor, tone, hidden) each one carries. */
export const sectionSchemas = sectionGroups.flatMap((group) => group.of).map(withPlacement)
