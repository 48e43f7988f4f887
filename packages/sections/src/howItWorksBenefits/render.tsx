import type { SectionRender } from '../render'
import { HowItWorksBenefits } from './HowItWorksBenefits'

export const howItWorksBenefitsSection: SectionRender<'howItWorksBenefitsSection'> = (section) => (
  <HowItWorksBenefits content={section} />
)
