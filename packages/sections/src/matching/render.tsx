import type { SectionRender } from '../render'
import { Matching } from './Matching'

export const matchingSection: SectionRender<'matchingSection'> = (section) => (
  <Matching content={section} />
)
