import { anchor, tone, type SectionRender } from '../render'
import { Values } from './Values'

export const valuesSection: SectionRender<'valuesSection'> = (section) => (
  <Values id={anchor(section, 'werte')} tone={tone(section)} content={section} />
)
