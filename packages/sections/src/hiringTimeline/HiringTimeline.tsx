import { entries, text } from '../guards'
import type { SectionOf } from '../types'
import { ContentSection } from '../shared/ContentPage'
import './HiringTimeline.css'

interface HiringTimelineProps {
  content: SectionOf<'hiringTimelineSection'>
}

/** The first week from day 0 to day 7+, one stage after the other. */
export function HiringTimeline({ content }: HiringTimelineProps) {
  const heading = text(content?.heading)
  const stages = entries(content?.entries).filter((entry) => text(entry.day) && text(entry.title))
  if (!content || !heading || stages.length === 0) return null

  return (
    <ContentSection id="zeitplan" intro={{ ...content, heading }}>
      <ol className="hiring-timeline">
        {stages.map((stage) => (
          <li key={stage._key}>
            {/* The day leads the heading, so heading navigation reads "Tag 0: …". */}
            <h3>
              <span className="day">{stage.day}</span>
              <span className="ui-visually-hidden">: </span>
              {stage.title}
            </h3>
            {text(stage.text) ? <p>{stage.text}</p> : null}
          </li>
        ))}
      </ol>
    </ContentSection>
  )
}
