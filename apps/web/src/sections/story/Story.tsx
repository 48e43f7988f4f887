import styled from 'styled-components'
import { media, tokens as t } from '@repo/ui'
import { strings, text } from '../guards'
import type { ConciergePage, PageSection } from '../pageTypes'
import { Band, type BandTone } from '../shared/Band'
import { bulletList } from '../shared/bullets'

const Root = styled.div`
  .story {
    display: grid;
    gap: ${t.space[10]};
    align-items: start;
  }
  ${media.lg} {
    .story[data-points] {
      grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr);
      gap: ${t.space[16]};
    }
  }
  .paragraphs {
    display: grid;
    gap: ${t.space[5]};
    max-width: 44rem;
    color: ${t.color.fgMuted};
    font-size: ${t.fontSize.lg};
  }
  .story:not([data-points]) .paragraphs {
    margin-inline: auto;
  }
  .points {
    display: grid;
    gap: ${t.space[4]};
    padding: clamp(1.5rem, 1rem + 1.5vw, 2rem);
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.lg};
    background: ${t.color.surface};
    box-shadow: ${t.shadow.md};
  }
  .points h3 {
    font-size: ${t.fontSize.lg};
  }
  .points ul {
    ${bulletList('check-circle', t.color.success)}
  }
`

interface StoryProps {
  /** Anchor id of the section. */
  id: string
  content: PageSection<ConciergePage, 'intro'>
  tone?: BandTone
}

/** Running text, with its key points beside it on wide screens. */
export function Story({ id, content, tone }: StoryProps) {
  const heading = text(content?.heading)
  const paragraphs = strings(content?.paragraphs)
  if (!content || !heading || paragraphs.length === 0) return null
  const points = strings(content.points)
  const pointsTitle = text(content.pointsTitle)
  const showPoints = points.length > 0 && pointsTitle !== undefined

  return (
    <Band body={Root} id={id} tone={tone} intro={{ ...content, heading }}>
      <div className="story" data-points={showPoints ? '' : undefined}>
        <div className="paragraphs">
          {paragraphs.map((paragraph, index) => (
            <p key={`${index}-${paragraph}`}>{paragraph}</p>
          ))}
        </div>
        {showPoints ? (
          <div className="points">
            <h3>{pointsTitle}</h3>
            <ul>
              {points.map((point, index) => (
                <li key={`${index}-${point}`}>{point}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </Band>
  )
}
