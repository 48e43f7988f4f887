import type { SectionRender } from '../render'
import { AgentsCarousel } from './AgentsCarousel'

export const agentsCarouselSection: SectionRender<'agentsCarouselSection'> = (
  section,
  { imageProps },
) => <AgentsCarousel content={section} imageProps={imageProps} />
