import type { CtaTargets } from '../lib/CtaButton'
import { text } from '../guards'
import { CtaLink } from '../shared/CtaLink'
import type { SectionOf } from '../types'
import './PageCta.css'

interface PageCtaProps {
  content: SectionOf<'finalCtaSection'>
  targets: CtaTargets | null | undefined
}

/** Closing call to action of a content page: a dark panel with up to two buttons. */
export function PageCta({ content, targets }: PageCtaProps) {
  const heading = text(content?.heading)
  if (!content || !heading) return null
  const lead = text(content.text)

  return (
    <section className="band page-cta" aria-labelledby="abschluss-heading">
      <div className="wrap">
        <div className="panel ui-tone-dark">
          <h2 id="abschluss-heading">{heading}</h2>
          {lead ? <p className="lead">{lead}</p> : null}
          <div className="buttons">
            <CtaLink cta={content.primaryCta} targets={targets} variant="primary" />
            <CtaLink cta={content.secondaryCta} targets={targets} variant="secondary" />
          </div>
        </div>
      </div>
    </section>
  )
}
