import type { SectionRender } from '../render'
import { BestPractices } from './BestPractices'

export const bestPracticesSection: SectionRender<'bestPracticesSection'> = (section) => (
  <BestPractices content={section} />
)
