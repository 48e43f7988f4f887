import type { CSSProperties } from 'react'
import styled from 'styled-components'
import { media, tokens as t } from '@repo/ui'
import { fillTemplate } from '@/lib/format'
import { entries, num, text } from '../guards'
import type { Content, InterviewQuestionsPage } from '../resourceTypes'
import { Band } from '../shared/Band'

// The section's one styled element; the phases are plain, class-styled markup.
const Root = styled.div`
  .tl {
    display: grid;
    gap: ${t.space[8]};
  }

  /* Each phase's share of the hour; decorative, the list below carries the times. */
  .tl-bar {
    display: flex;
    gap: 3px;
    height: 0.75rem;
    overflow: hidden;
    border-radius: ${t.radius.full};
  }

  .tl-bar span {
    flex: var(--minutes) 1 0;
    background: ${t.color.primary};
  }

  .tl-bar span:nth-child(even) {
    background: ${t.color.highlightTo};
  }

  .tl-list {
    display: grid;
    gap: ${t.space[4]};

    ${media.md} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }

    ${media.lg} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }

  .tl-list > li {
    display: grid;
    align-content: start;
    gap: ${t.space[2]};
    padding: ${t.space[6]};
    border: 1px solid ${t.color.border};
    border-inline-start: 4px solid ${t.color.primary};
    border-radius: ${t.radius.lg};
    background: ${t.color.surface};
  }

  .tl-time {
    color: ${t.color.accentText};
    font-size: ${t.fontSize.sm};
    font-weight: ${t.fontWeight.bold};
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.02em;
  }

  .tl-list h3 {
    font-size: ${t.fontSize.lg};
  }

  .tl-text {
    color: ${t.color.fgMuted};
  }
`

interface InterviewStructureProps {
  content: Content<InterviewQuestionsPage['structure']>
}

/** The interview hour in phases (0–5, 5–15 … 55–60 minutes), each with its aim. */
export function InterviewStructure({ content }: InterviewStructureProps) {
  const heading = text(content?.heading)
  const template = text(content?.minutesTemplate)
  const segments = entries(content?.segments).flatMap((segment) => {
    const start = num(segment.startMinute)
    const end = num(segment.endMinute)
    const title = text(segment.title)
    return start !== undefined && end !== undefined && end > start && title
      ? [{ key: segment._key, start, end, title, text: text(segment.text) }]
      : []
  })
  if (!content || !heading || !template || segments.length === 0) return null

  return (
    <Band body={Root} id="ablauf" intro={{ ...content, heading }}>
      <div className="tl">
        <div className="tl-bar" aria-hidden="true">
          {segments.map((segment) => (
            <span
              key={segment.key}
              style={{ '--minutes': segment.end - segment.start } as CSSProperties}
            />
          ))}
        </div>
        <ol role="list" className="tl-list">
          {segments.map((segment) => (
            <li key={segment.key}>
              <p className="tl-time">
                {fillTemplate(template, { start: segment.start, end: segment.end })}
              </p>
              <h3>{segment.title}</h3>
              {segment.text ? <p className="tl-text">{segment.text}</p> : null}
            </li>
          ))}
        </ol>
      </div>
    </Band>
  )
}
