import { stylesheet } from '../shared/stylesheet'
import type { CSSProperties } from 'react'
import { fillTemplate } from '../lib/format'
import type { SectionOf } from '../types'
import { Band } from '../shared/Band'
import { hyphenate } from '../lib/hyphenate'

const styles = stylesheet('interview-structure')

interface InterviewStructureProps {
  content: SectionOf<'interviewStructureSection'>
}

/** The interview hour in phases (0–5, 5–15 … 55–60 minutes), each with its aim. */
export function InterviewStructure({ content }: InterviewStructureProps) {
  // A phase has to end after it starts: it takes its share of the hour.
  const segments = content.segments.filter((segment) => segment.endMinute > segment.startMinute)
  if (segments.length === 0) return null

  return (
    <Band className="interview-structure" id="ablauf" intro={content}>
      <div className="tl">
        <div className="tl-bar" aria-hidden="true">
          {segments.map((segment, index) => (
            <span
              key={index}
              style={{ '--minutes': segment.endMinute - segment.startMinute } as CSSProperties}
            />
          ))}
        </div>
        <ol role="list" className="tl-list">
          {segments.map((segment, index) => (
            <li key={index}>
              <p className="tl-time">
                {fillTemplate(content.minutesTemplate, {
                  start: segment.startMinute,
                  end: segment.endMinute,
                })}
              </p>
              <h3>{hyphenate(segment.title)}</h3>
              <p className="tl-text">{segment.text}</p>
            </li>
          ))}
        </ol>
      </div>
      {styles}
    </Band>
  )
}
