import { entries, text } from '../guards'
import type { SectionOf } from '../types'
import { Band } from '../shared/Band'
import './BestPractices.css'

interface BestPracticesProps {
  content: SectionOf<'bestPracticesSection'>
}

/** General rules for sales interviews, numbered. */
export function BestPractices({ content }: BestPracticesProps) {
  const heading = text(content?.heading)
  const items = entries(content?.items).filter((item) => text(item.title))
  if (!content || !heading || items.length === 0) return null

  return (
    <Band
      className="best-practices"
      id="best-practices"
      tone="muted"
      intro={{ ...content, heading }}
    >
      <ol role="list" className="bp-items">
        {items.map((item) => (
          <li key={item._key}>
            <h3>{item.title}</h3>
            {text(item.text) ? <p>{item.text}</p> : null}
          </li>
        ))}
      </ol>
    </Band>
  )
}
