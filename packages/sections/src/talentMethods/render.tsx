import type { SectionRender } from '../render'
import { TalentMethods } from './TalentMethods'

export const talentMethodsSection: SectionRender<'talentMethodsSection'> = (section) => (
  <TalentMethods content={section} />
)
