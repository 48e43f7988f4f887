import { anchor, tone, type SectionRender } from '../render'
import { Story } from './Story'

export const storySection: SectionRender<'storySection'> = (section) => (
  <Story id={anchor(section, 'einfuehrung')} tone={tone(section)} content={section} />
)
