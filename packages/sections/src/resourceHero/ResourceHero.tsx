import { Eyebrow } from '@repo/ui'
import { CtaButton, ctaTarget, type CtaTargets } from '../lib/CtaButton'
import { text } from '../guards'
import type { SectionOf } from '../types'
import './ResourceHero.css'

interface ResourceHeroProps {
  /** The same section type opens all three resource pages. */
  content: SectionOf<'resourceHeroSection'>
  targets: CtaTargets | null | undefined
}

/** Opening band of a resource page: the page's h1, a lead text and its one button. */
export function ResourceHero({ content, targets }: ResourceHeroProps) {
  const heading = text(content?.heading)
  if (!content || !heading) return null
  const eyebrow = text(content.eyebrow)
  const lead = text(content.text)
  const cta =
    content.primaryCta && ctaTarget(content.primaryCta, targets) ? content.primaryCta : null

  return (
    <section className="resource-hero ui-tone-dark" aria-labelledby="seitenkopf-heading">
      <div>
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <h1 id="seitenkopf-heading">{heading}</h1>
        {lead ? <p className="hero-lead">{lead}</p> : null}
        {cta ? (
          <div className="hero-actions">
            <CtaButton cta={cta} targets={targets} size="lg" />
          </div>
        ) : null}
      </div>
    </section>
  )
}
