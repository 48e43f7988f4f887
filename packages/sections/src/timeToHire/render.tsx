import type { SectionRender } from '../render'
import { TimeToHire } from './TimeToHire'

export const timeToHireSection: SectionRender<'timeToHireSection'> = (section) => (
  <TimeToHire content={section} />
)
