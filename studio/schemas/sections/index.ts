import { agentsCarouselSection } from './agentsCarousel'
import { comparisonSection } from './comparison'
import { faqSection } from './faq'
import { finalCtaSection } from './finalCta'
import { funnelSection } from './funnel'
import { heroSection } from './hero'
import { pricingSection } from './pricing'
import { processSection } from './process'
import { whyUsSection } from './whyUs'

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

export const sectionTypes = companyLandingSections.map((section) => section.type)
