import type { SectionRender } from '../render'
import { Pricing } from './Pricing'

export const pricingSection: SectionRender<'pricingSection'> = (section, { targets, brand }) => (
  <Pricing content={section} targets={targets} brand={brand} />
)
