import { stylesheet } from '../shared/stylesheet'
import type { SectionOf } from '../types'
import { Band } from '../shared/Band'
import { hyphenate } from '../lib/hyphenate'

const styles = stylesheet('best-practices')

interface BestPracticesProps {
  content: SectionOf<'bestPracticesSection'>
}

/** General rules for sales interviews, numbered. */
export function BestPractices({ content }: BestPracticesProps) {
  if (content.items.length === 0) return null

  return (
    <Band className="best-practices" id="best-practices" tone="muted" intro={content}>
      <ol role="list" className="bp-items">
        {content.items.map((item, index) => (
          <li key={index}>
            <h3>{hyphenate(item.title)}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ol>
      {styles}
    </Band>
  )
}
