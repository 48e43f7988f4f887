import { anchor, tone, type SectionRender } from '../render'
import { ConciergePricing } from './ConciergePricing'

export const conciergePricingSection: SectionRender<'conciergePricingSection'> = (
  section,
  { targets },
) => (
  <ConciergePricing
    id={anchor(section, 'preis')}
    tone={tone(section)}
    content={section}
    targets={targets}
  />
)
