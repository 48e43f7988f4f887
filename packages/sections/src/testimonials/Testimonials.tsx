import { Icon } from '@repo/ui'
import { entries, text } from '../guards'
import type { SectionOf } from '../types'
import { Band, type BandTone } from '../shared/Band'
import './Testimonials.css'

interface TestimonialsProps {
  /** Anchor id of the section. */
  id: string
  content: SectionOf<'testimonialsSection'>
  tone?: BandTone
}

/** Customer voices; the note (required content) says when they are samples. */
export function Testimonials({ id, content, tone }: TestimonialsProps) {
  const heading = text(content?.heading)
  const note = text(content?.note)
  const items = entries(content?.items).filter((item) => text(item.quote) && text(item.author))
  // Sample quotes are never shown without the note that says so.
  if (!content || !heading || !note || items.length === 0) return null

  return (
    <Band className="testimonials" id={id} tone={tone} intro={{ ...content, heading }}>
      <p className="note">
        <Icon name="info" />
        {note}
      </p>
      <ul className="quotes">
        {items.map((item) => (
          <li key={item._key}>
            <figure>
              <blockquote>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption>
                <span className="author">{item.author}</span>{' '}
                <span className="company">
                  {[item.role, item.company].filter((part) => text(part)).join(', ')}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Band>
  )
}
