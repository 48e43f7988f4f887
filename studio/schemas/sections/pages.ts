import { calloutSection } from './callout'
import { conciergePricingSection } from './conciergePricing'
import { featureGridSection } from './featureGrid'
import { journeySection } from './journey'
import { openingsSection } from './openings'
import { planComparisonSection } from './planComparison'
import { statsSection } from './stats'
import { storySection } from './story'
import { testimonialsSection } from './testimonials'
import { traitsSection } from './traits'
import { valuesSection } from './values'

/** Sections of the pricing, concierge, about and careers pages beyond the landing page's. */
export const pageSectionTypes = [
  featureGridSection,
  calloutSection,
  storySection,
  journeySection,
  planComparisonSection,
  testimonialsSection,
  conciergePricingSection,
  valuesSection,
  statsSection,
  openingsSection,
  traitsSection,
]
