import { stylesheet } from '../shared/stylesheet'
import { Eyebrow } from '@repo/ui'
import { CtaButton, ctaTarget, type CtaTargets } from '../lib/CtaButton'
import type { SectionOf } from '../types'
import { hyphenateHeading } from '../lib/hyphenate'

const styles = stylesheet('resource-hero')

interface ResourceHeroProps {
  /** The same section type opens all three resource pages. */
  content: SectionOf<'resourceHeroSection'>
  targets: CtaTargets | null | undefined
}

/** Opening band of a resource page: the page's h1, a lead text and its one button. */
export function ResourceHero({ content, targets }: ResourceHeroProps) {
  // The button's row only when the button has somewhere to lead.
  const cta =
    content.primaryCta && ctaTarget(content.primaryCta, targets) ? content.primaryCta : null

  return (
    <section className="resource-hero ui-tone-dark" aria-labelledby="seitenkopf-heading">
      <div>
        {content.eyebrow ? <Eyebrow>{content.eyebrow}</Eyebrow> : null}
        <h1 id="seitenkopf-heading">{hyphenateHeading(content.heading)}</h1>
        <p className="hero-lead">{content.text}</p>
        {cta ? (
          <div className="hero-actions">
            <CtaButton cta={cta} targets={targets} size="lg" />
          </div>
        ) : null}
      </div>
      {styles}
    </section>
  )
}
