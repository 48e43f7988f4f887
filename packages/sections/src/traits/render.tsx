import { anchor, tone, type SectionRender } from '../render'
import { Traits } from './Traits'

export const traitsSection: SectionRender<'traitsSection'> = (section) => (
  <Traits id={anchor(section, 'werte')} tone={tone(section)} content={section} />
)
