import styled from 'styled-components'
import { Icon, media, tokens as t } from '@repo/ui'
import { entries, text } from '../guards'
import type { ConciergePage, PageSection } from '../pageTypes'
import { Band, type BandTone } from '../shared/Band'

const Root = styled.div`
  .note {
    display: flex;
    justify-content: center;
    gap: ${t.space[2]};
    margin-block-end: ${t.space[6]};
    color: ${t.color.fgMuted};
    font-size: ${t.fontSize.sm};
    text-align: center;
  }
  .note svg {
    flex: none;
    margin-block-start: 0.15em;
  }
  .quotes {
    display: grid;
    gap: ${t.space[6]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ${media.lg} {
    .quotes {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
  figure {
    display: flex;
    flex-direction: column;
    gap: ${t.space[5]};
    height: 100%;
    padding: clamp(1.5rem, 1rem + 1.5vw, 2rem);
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.lg};
    background: ${t.color.surface};
    box-shadow: ${t.shadow.xs};
  }
  blockquote {
    flex: 1;
    font-size: ${t.fontSize.lg};
  }
  blockquote::before {
    content: '“';
    display: block;
    height: 2.25rem;
    color: ${t.color.primary};
    font-size: 3.5rem;
    font-weight: ${t.fontWeight.bold};
    line-height: 1;
  }
  figcaption {
    display: grid;
    gap: ${t.space[1]};
    padding-block-start: ${t.space[4]};
    border-block-start: 1px solid ${t.color.border};
    font-size: ${t.fontSize.sm};
  }
  .author {
    font-size: ${t.fontSize.base};
    font-weight: ${t.fontWeight.semibold};
  }
  .company {
    color: ${t.color.fgMuted};
  }
`

interface TestimonialsProps {
  /** Anchor id of the section. */
  id: string
  content: PageSection<ConciergePage, 'testimonials'>
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
    <Band body={Root} id={id} tone={tone} intro={{ ...content, heading }}>
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
