import { anchor, tone, type SectionRender } from '../render'
import { PlanComparison } from './PlanComparison'

export const planComparisonSection: SectionRender<'planComparisonSection'> = (section) => (
  <PlanComparison id={anchor(section, 'pakete')} tone={tone(section)} content={section} />
)
