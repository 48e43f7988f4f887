import { anchor, type SectionRender } from '../render'
import { Openings } from './Openings'

export const openingsSection: SectionRender<'openingsSection'> = (section, { targets }) => (
  <Openings id={anchor(section, 'stellen')} content={section} targets={targets} />
)
