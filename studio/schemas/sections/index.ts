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

/** Sections of the company landing page, in page order (field name → section type). */
export const companyLandingSections = [
  { name: 'hero', title: 'Hero', type: heroSection },
  { name: 'agentsCarousel', title: 'Agenten-Karussell', type: agentsCarouselSection },
  { name: 'whyUs', title: 'Warum wir', type: whyUsSection },
  { name: 'process', title: 'Ablauf', type: processSection },
  { name: 'funnel', title: 'Filter-Trichter', type: funnelSection },
  { name: 'comparison', title: 'Vergleich', type: comparisonSection },
  { name: 'pricing', title: 'Preise', type: pricingSection },
  { name: 'faq', title: 'FAQ', type: faqSection },
  { name: 'finalCta', title: 'Abschluss-Aufruf', type: finalCtaSection },
] as const

/** Sections of the talent landing page, in page order (field name → section type). */
export const talentLandingSections = [
  { name: 'hero', title: 'Hero', type: heroSection },
  { name: 'roleCards', title: 'Rollen', type: roleCardsSection },
  { name: 'jobsCarousel', title: 'Job-Karussell', type: jobsCarouselSection },
  { name: 'start', title: 'Start in drei Schritten', type: processSection },
  { name: 'benefits', title: 'Vorteile', type: talentBenefitsSection },
  { name: 'matching', title: 'Matching', type: matchingSection },
  { name: 'comparison', title: 'Vergleich', type: talentComparisonSection },
  { name: 'faq', title: 'FAQ', type: faqSection },
  { name: 'finalCta', title: 'Abschluss-Aufruf', type: finalCtaSection },
] as const

/** Every section type once (both pages share some). */
export const sectionTypes = [
  ...new Set([...companyLandingSections, ...talentLandingSections].map((section) => section.type)),
]
