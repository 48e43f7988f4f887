import type { SectionRender } from '../render'
import { RoiCalculator } from './RoiCalculator'

export const roiCalculatorSection: SectionRender<'roiCalculatorSection'> = (section) => (
  <RoiCalculator content={section} />
)
