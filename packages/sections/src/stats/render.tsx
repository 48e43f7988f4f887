import { anchor, tone, type SectionRender } from '../render'
import { Stats } from './Stats'

export const statsSection: SectionRender<'statsSection'> = (section) => (
  <Stats id={anchor(section, 'zahlen')} tone={tone(section)} content={section} />
)
