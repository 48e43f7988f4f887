import { anchor, bandTone } from '../props'
import type { SectionOf } from '../types'
import { Band } from '../shared/Band'
import { hyphenate } from '../lib/hyphenate'
import { stylesheet } from '../shared/stylesheet'

const styles = stylesheet('stats')

interface StatsProps {
  content: SectionOf<'statsSection'>
}

/** Key figures as written in content (`10.000+`, `4,8/5`). */
export function Stats({ content }: StatsProps) {
  const id = anchor(content, 'zahlen')
  if (content.stats.length === 0) return null

  return (
    <Band className="stats" id={id} tone={bandTone(content)} intro={content}>
      <dl className="figures">
        {content.stats.map((stat, index) => (
          <div key={index}>
            <dt>{hyphenate(stat.label)}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
      {styles}
    </Band>
  )
}
