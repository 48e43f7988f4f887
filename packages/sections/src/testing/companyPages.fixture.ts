import { pageSections } from './fixtures'

// The pricing, concierge, about and careers pages' sections, as the page query returns them.

const pricing = pageSections('unternehmen/preise', {
  explanation: 'featureGridSection',
  launchTip: 'calloutSection',
})
const concierge = pageSections('unternehmen/onboarding-concierge', {
  intro: 'storySection',
  journey: 'journeySection',
  comparison: 'planComparisonSection',
  testimonials: 'testimonialsSection',
  pricing: 'conciergePricingSection',
})
const about = pageSections('ueber-uns', { values: 'valuesSection', stats: 'statsSection' })
const careers = pageSections('karriere', { openings: 'openingsSection', traits: 'traitsSection' })

export const explanationFixture = pricing.explanation
export const launchTipFixture = pricing.launchTip
export const introFixture = concierge.intro
export const journeyFixture = concierge.journey
export const comparisonFixture = concierge.comparison
export const testimonialsFixture = concierge.testimonials
export const conciergePricingFixture = concierge.pricing
export const valuesFixture = about.values
export const statsFixture = about.stats
export const openingsFixture = careers.openings
export const traitsFixture = careers.traits
