import { stylesheet } from '../shared/stylesheet'
import { Icon } from '@repo/ui'
import type { SectionOf } from '../types'
import { Band, type BandTone } from '../shared/Band'

const styles = stylesheet('testimonials')

interface TestimonialsProps {
  /** Anchor id of the section. */
  id: string
  content: SectionOf<'testimonialsSection'>
  tone?: BandTone
}

/**
 * Customer voices; the note says when they are samples (content requires it, so sample quotes
 * never show without it).
 */
export function Testimonials({ id, content, tone }: TestimonialsProps) {
  if (content.items.length === 0) return null

  return (
    <Band className="testimonials" id={id} tone={tone} intro={content}>
      <p className="note">
        <Icon name="info" />
        {content.note}
      </p>
      <ul className="quotes">
        {content.items.map((item) => (
          <li key={item._key}>
            <figure>
              <blockquote>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption>
                <span className="author">{item.author}</span>{' '}
                <span className="company">{`${item.role}, ${item.company}`}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {styles}
    </Band>
  )
}
