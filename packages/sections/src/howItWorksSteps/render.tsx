import type { SectionRender } from '../render'
import { HowItWorksSteps } from './HowItWorksSteps'

export const howItWorksStepsSection: SectionRender<'howItWorksStepsSection'> = (section) => (
  <HowItWorksSteps content={section} />
)
