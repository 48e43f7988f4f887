import type { SectionRender } from '../render'
import { InterviewStructure } from './InterviewStructure'

export const interviewStructureSection: SectionRender<'interviewStructureSection'> = (section) => (
  <InterviewStructure content={section} />
)
