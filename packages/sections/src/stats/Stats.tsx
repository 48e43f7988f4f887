import { stylesheet } from '../shared/stylesheet'
import type { SectionOf } from '../types'
import { Band, type BandTone } from '../shared/Band'

const styles = stylesheet('stats')

interface StatsProps {
  /** Anchor id of the section. */
  id: string
  content: SectionOf<'statsSection'>
  tone?: BandTone
}

/** Key figures as written in content (`10.000+`, `4,8/5`). */
export function Stats({ id, content, tone }: StatsProps) {
  if (content.stats.length === 0) return null

  return (
    <Band className="stats" id={id} tone={tone} intro={content}>
      <dl className="figures">
        {content.stats.map((stat) => (
          <div key={stat._key}>
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
      {styles}
    </Band>
  )
}
