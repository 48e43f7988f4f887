import { Icon, Section } from '@repo/ui'
import { fillTemplate, formatCount } from '../lib/format'
import { newTabProps, safeLink } from '../lib/href'
import { anchor, bandTone } from '../props'
import { stylesheet } from '../shared/stylesheet'
import type { SectionOf } from '../types'

const styles = stylesheet('rating-badge')

const stars = Array.from({ length: 5 }, (_, index) => <Icon key={index} name="star" />)

const decimal = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 })

interface RatingBadgeProps {
  content: SectionOf<'ratingBadgeSection'>
}

/**
 * The platform, its score with stars and the number of reviews, all one link to the platform's
 * page. Without a working https source, or with a score off the scale, it is left out: a
 * rating nobody can check is no proof.
 */
export function RatingBadge({ content }: RatingBadgeProps) {
  const source = safeLink(content.source)
  const { score, scale, reviewCount } = content
  if (!source?.external || !source.href.startsWith('https:')) return null
  if (!(scale > 0 && score >= 0 && score <= scale)) return null
  const filled = `${Math.round((score / scale) * 1000) / 10}%`

  return (
    <Section id={anchor(content, 'bewertung')} tone={bandTone(content)} spacing="compact">
      <a className="rating-badge" href={source.href} {...newTabProps}>
        <span className="platform">{content.platform}</span>
        <span className="stars" aria-hidden="true" style={{ '--filled': filled } as object}>
          {stars}
          <span className="stars-filled">{stars}</span>
        </span>
        <span className="score">
          {fillTemplate(content.scoreTemplate, {
            score: decimal.format(score),
            scale: decimal.format(scale),
          })}
        </span>
        {reviewCount ? (
          <span className="count">
            {fillTemplate(content.countTemplate, { count: formatCount(reviewCount) })}
          </span>
        ) : null}
        <Icon name="arrow-up-right" />
      </a>
      {styles}
    </Section>
  )
}
