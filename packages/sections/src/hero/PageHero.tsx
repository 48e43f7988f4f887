import { stylesheet } from '../shared/stylesheet'
import { Highlight, Icon } from '@repo/ui'
import type { CtaTargets } from '../lib/CtaButton'
import { splitHighlight } from './highlight'
import { CtaLink } from '../shared/CtaLink'
import type { SectionOf } from '../types'
import { hyphenate, hyphenateHeading } from '../lib/hyphenate'

const styles = stylesheet('page-hero')

interface PageHeroProps {
  content: SectionOf<'heroSection'>
  targets: CtaTargets | null | undefined
}

/** The opening band of a content page: its h1, lead, up to two buttons, a note and key figures. */
export function PageHero({ content, targets }: PageHeroProps) {
  const [before, highlighted, after] = splitHighlight(content.heading, content.highlight)
  const { eyebrow, note } = content
  const stats = content.stats ?? []

  return (
    <section className="page-hero ui-tone-dark" aria-labelledby="hero-heading">
      <div className="wrap">
        <div className="copy">
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h1 id="hero-heading">
            {hyphenateHeading(before)}
            {highlighted ? <Highlight>{hyphenateHeading(highlighted)}</Highlight> : null}
            {hyphenateHeading(after)}
          </h1>
          <p className="lead">{content.text}</p>
          <div className="buttons">
            <CtaLink cta={content.primaryCta} targets={targets} variant="primary" />
            <CtaLink cta={content.secondaryCta} targets={targets} variant="outline" />
          </div>
          {note ? (
            <p className="note">
              <Icon name="check-circle" />
              {note}
            </p>
          ) : null}
        </div>
        {stats.length > 0 ? (
          <dl className="figures">
            {stats.map((stat, index) => (
              <div key={index}>
                <dt>{hyphenate(stat.label)}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
      {styles}
    </section>
  )
}
