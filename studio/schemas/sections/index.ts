import { agentsCarouselSection } from './agentsCarousel'
import { comparisonSection, talentComparisonSection } from './comparison'
import { faqSection } from './faq'
import { finalCtaSection } from './finalCta'
import { funnelSection } from './funnel'
import { heroSection } from './hero'
import { jobsCarouselSection } from './jobsCarousel'
import { matchingSection } from './matching'
import { pricingSection } from './pricing'
import { processSection } from './process'
import { roleCardsSection } from './roleCards'
import { talentBenefitsSection, whyUsSection } from './whyUs'

/** The sections of the landing pages (the other groups are in pageSections, resources, pages). */
export const sectionTypes = [
  heroSection,
  agentsCarouselSection,
  whyUsSection,
  talentBenefitsSection,
  processSection,
  funnelSection,
  comparisonSection,
  talentComparisonSection,
  pricingSection,
  faqSection,
  finalCtaSection,
  roleCardsSection,
  jobsCarouselSection,
  matchingSection,
]
