import type { SectionRender } from '../render'
import { TalentGuides } from './TalentGuides'

export const talentGuidesSection: SectionRender<'talentGuidesSection'> = (section) => (
  <TalentGuides content={section} />
)
