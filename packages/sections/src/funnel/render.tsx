import type { SectionRender } from '../render'
import { Funnel } from './Funnel'

export const funnelSection: SectionRender<'funnelSection'> = (section) => (
  <Funnel content={section} />
)
