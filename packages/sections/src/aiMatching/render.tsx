import type { SectionRender } from '../render'
import { AiMatching } from './AiMatching'

export const aiMatchingSection: SectionRender<'aiMatchingSection'> = (section) => (
  <AiMatching content={section} />
)
