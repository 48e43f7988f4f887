import type { SectionRender } from '../render'
import { RoleCards } from './RoleCards'

export const roleCardsSection: SectionRender<'roleCardsSection'> = (section) => (
  <RoleCards content={section} />
)
