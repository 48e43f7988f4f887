import type { SectionRender } from '../render'
import { HiringTimeline } from './HiringTimeline'

export const hiringTimelineSection: SectionRender<'hiringTimelineSection'> = (section) => (
  <HiringTimeline content={section} />
)
