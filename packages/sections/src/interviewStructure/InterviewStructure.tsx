import type { CSSProperties } from 'react'
import { fillTemplate } from '../lib/format'
import { entries, num, text } from '../guards'
import type { SectionOf } from '../types'
import { Band } from '../shared/Band'
import './InterviewStructure.css'

interface InterviewStructureProps {
  content: SectionOf<'interviewStructureSection'>
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
    <Band className="interview-structure" id="ablauf" intro={{ ...content, heading }}>
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
