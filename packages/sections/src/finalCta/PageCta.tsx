import { stylesheet } from '../shared/stylesheet'
import type { CtaTargets } from '../lib/CtaButton'
import { CtaLink } from '../shared/CtaLink'
import type { SectionOf } from '../types'
import { hyphenateHeading } from '../lib/hyphenate'

const styles = stylesheet('page-cta')

interface PageCtaProps {
  content: SectionOf<'finalCtaSection'>
  targets: CtaTargets | null | undefined
}

/** Closing call to action of a content page: a dark panel with up to two buttons. */
export function PageCta({ content, targets }: PageCtaProps) {
  return (
    <section className="band page-cta" aria-labelledby="abschluss-heading">
      <div className="wrap">
        <div className="panel ui-tone-dark">
          <h2 id="abschluss-heading">{hyphenateHeading(content.heading)}</h2>
          {content.text ? <p className="lead">{content.text}</p> : null}
          <div className="buttons">
            <CtaLink cta={content.primaryCta} targets={targets} variant="primary" />
            <CtaLink cta={content.secondaryCta} targets={targets} variant="secondary" />
          </div>
        </div>
      </div>
      {styles}
    </section>
  )
}
