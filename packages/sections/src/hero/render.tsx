import type { SectionRender } from '../render'
import { Hero } from './Hero'
import { PageHero } from './PageHero'

export const heroSection: SectionRender<'heroSection'> = (
  section,
  { targets, layout, imageProps },
) =>
  layout === 'content' ? (
    <PageHero content={section} targets={targets} />
  ) : (
    <Hero content={section} targets={targets} imageProps={imageProps} />
  )
