import { anchor, tone, type SectionRender } from '../render'
import { FeatureGrid } from './FeatureGrid'

export const featureGridSection: SectionRender<'featureGridSection'> = (section) => (
  <FeatureGrid id={anchor(section, 'leistungen')} tone={tone(section)} content={section} />
)
