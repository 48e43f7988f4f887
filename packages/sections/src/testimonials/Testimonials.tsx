import { stylesheet } from '../shared/stylesheet'
import { Icon } from '@repo/ui'
import { anchor, bandTone } from '../props'
import type { SectionOf } from '../types'
import { Band } from '../shared/Band'

const styles = stylesheet('testimonials')

interface TestimonialsProps {
  content: SectionOf<'testimonialsSection'>
}

/**
 * Customer voices; the note says when they are samples (content requires it, so sample quotes
 * never show without it).
 */
export function Testimonials({ content }: TestimonialsProps) {
  const id = anchor(content, 'stimmen')
  if (content.items.length === 0) return null

  return (
    <Band className="testimonials" id={id} tone={bandTone(content)} intro={content}>
      <p className="note">
        <Icon name="info" />
        {content.note}
      </p>
      <ul className="quotes">
        {content.items.map((item, index) => (
          <li key={index}>
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
