import { anchor, type SectionRender } from '../render'
import { Callout } from './Callout'

export const calloutSection: SectionRender<'calloutSection'> = (section, { targets }) => (
  <Callout id={anchor(section, 'hinweis')} content={section} targets={targets} />
)
