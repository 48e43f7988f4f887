import { stylesheet } from '../shared/stylesheet'
import { Icon } from '@repo/ui'
import { anchor, bandTone } from '../props'
import type { SectionOf } from '../types'
import { Band } from '../shared/Band'
import { hyphenate } from '../lib/hyphenate'

const styles = stylesheet('feature-grid')

/** Columns for a card count: rows of three where it divides, else of four or two. */
const columnsFor = (count: number) => (count % 3 === 0 ? 3 : count % 4 === 0 ? 4 : 2)

interface FeatureGridProps {
  content: SectionOf<'featureGridSection'>
}

/** Cards with an icon, a title and a description (pricing explanation, concierge features). */
export function FeatureGrid({ content }: FeatureGridProps) {
  const id = anchor(content, 'leistungen')
  const { items } = content
  if (items.length === 0) return null

  return (
    <Band className="feature-grid" id={id} tone={bandTone(content)} intro={content}>
      <ul className="cards" data-columns={columnsFor(items.length)}>
        {items.map((item, index) => (
          <li key={index}>
            <span className="tile">
              <Icon name={item.icon} />
            </span>
            <h3>{hyphenate(item.title)}</h3>
            <p>{item.description}</p>
          </li>
        ))}
      </ul>
      {styles}
    </Band>
  )
}
