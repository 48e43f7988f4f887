import { anchor, type SectionRender } from '../render'
import { Process } from './Process'

export const processSection: SectionRender<'processSection'> = (section) => (
  <Process content={section} id={anchor(section, 'ablauf')} />
)
