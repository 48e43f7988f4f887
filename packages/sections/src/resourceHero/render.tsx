import type { SectionRender } from '../render'
import { ResourceHero } from './ResourceHero'

export const resourceHeroSection: SectionRender<'resourceHeroSection'> = (section, { targets }) => (
  <ResourceHero content={section} targets={targets} />
)
