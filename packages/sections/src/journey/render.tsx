import { anchor, tone, type SectionRender } from '../render'
import { Journey } from './Journey'

export const journeySection: SectionRender<'journeySection'> = (section) => (
  <Journey id={anchor(section, 'ablauf')} tone={tone(section)} content={section} />
)
