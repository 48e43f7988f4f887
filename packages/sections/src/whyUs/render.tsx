import type { SectionRender } from '../render'
import { WhyUs } from './WhyUs'

export const talentBenefitsSection: SectionRender<'talentBenefitsSection'> = (section) => (
  <WhyUs content={section} />
)

export const whyUsSection: SectionRender<'whyUsSection'> = (section) => <WhyUs content={section} />
