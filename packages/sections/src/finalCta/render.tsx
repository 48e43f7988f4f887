import type { SectionRender } from '../render'
import { FinalCta } from './FinalCta'
import { PageCta } from './PageCta'

export const finalCtaSection: SectionRender<'finalCtaSection'> = (section, { targets, layout }) =>
  layout === 'content' ? (
    <PageCta content={section} targets={targets} />
  ) : (
    <FinalCta content={section} targets={targets} />
  )
