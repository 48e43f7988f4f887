import type { SectionRender } from '../render'
import { JobsCarousel } from './JobsCarousel'

export const jobsCarouselSection: SectionRender<'jobsCarouselSection'> = (
  section,
  { imageProps },
) => <JobsCarousel content={section} imageProps={imageProps} />
