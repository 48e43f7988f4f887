import type { SectionRender } from '../render'
import { RoleProfiles } from './RoleProfiles'

export const roleProfilesSection: SectionRender<'roleProfilesSection'> = (section) => (
  <RoleProfiles content={section} />
)
