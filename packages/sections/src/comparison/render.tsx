import type { SectionRender } from '../render'
import { Comparison } from './Comparison'

export const comparisonSection: SectionRender<'comparisonSection'> = (section) => (
  <Comparison content={section} />
)

export const talentComparisonSection: SectionRender<'talentComparisonSection'> = (section) => (
  <Comparison content={section} />
)
