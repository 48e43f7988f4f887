import { pageSections } from './fixtures'

/** The company landing page's sections, as the page query returns them. */
export const landingFixture = pageSections('unternehmen', {
  hero: 'heroSection',
  agentsCarousel: 'agentsCarouselSection',
  whyUs: 'whyUsSection',
  process: 'processSection',
  funnel: 'funnelSection',
  comparison: 'comparisonSection',
  pricing: 'pricingSection',
  faq: 'faqSection',
  finalCta: 'finalCtaSection',
})

export const agentsFixture = landingFixture.agentsCarousel.agents
