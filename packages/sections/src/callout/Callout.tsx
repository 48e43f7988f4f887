import { stylesheet } from '../shared/stylesheet'
import { Icon, Reveal, Section } from '@repo/ui'
import { CtaButton, type CtaTargets } from '../lib/CtaButton'
import { anchor } from '../props'
import type { SectionOf } from '../types'
import { hyphenateHeading } from '../lib/hyphenate'

const styles = stylesheet('callout')

interface CalloutProps {
  content: SectionOf<'calloutSection'>
  targets: CtaTargets | null | undefined
}

/** A highlighted tip between sections, with an optional button. */
export function Callout({ content, targets }: CalloutProps) {
  const id = anchor(content, 'hinweis')
  const headingId = `${id}-heading`

  return (
    <Section id={id} spacing="compact" aria-labelledby={headingId}>
      <Reveal>
        <div className="callout">
          <div className="panel">
            {content.icon ? (
              <span className="tile">
                <Icon name={content.icon} />
              </span>
            ) : null}
            <div className="copy">
              {content.eyebrow ? <p className="eyebrow">{content.eyebrow}</p> : null}
              <h2 id={headingId}>{hyphenateHeading(content.heading)}</h2>
              <p>{content.text}</p>
            </div>
            <CtaButton cta={content.cta} targets={targets} size="lg" />
          </div>
        </div>
      </Reveal>
      {styles}
    </Section>
  )
}
