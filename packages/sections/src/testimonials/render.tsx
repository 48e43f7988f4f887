import { anchor, tone, type SectionRender } from '../render'
import { Testimonials } from './Testimonials'

export const testimonialsSection: SectionRender<'testimonialsSection'> = (section) => (
  <Testimonials id={anchor(section, 'stimmen')} tone={tone(section)} content={section} />
)
