import { stylesheet } from '../shared/stylesheet'
import type { SectionOf } from '../types'
import { ContentSection } from '../shared/ContentPage'
import { hyphenate } from '../lib/hyphenate'

const styles = stylesheet('hiring-timeline')

interface HiringTimelineProps {
  content: SectionOf<'hiringTimelineSection'>
}

/** The first week from day 0 to day 7+, one stage after the other. */
export function HiringTimeline({ content }: HiringTimelineProps) {
  if (content.entries.length === 0) return null

  return (
    <ContentSection id="zeitplan" intro={content}>
      <ol className="hiring-timeline">
        {content.entries.map((stage, index) => (
          <li key={index}>
            {/* The day leads the heading, so heading navigation reads "Tag 0: …". */}
            <h3>
              <span className="day">{stage.day}</span>
              <span className="ui-visually-hidden">: </span>
              {hyphenate(stage.title)}
            </h3>
            <p>{stage.text}</p>
          </li>
        ))}
      </ol>
      {styles}
    </ContentSection>
  )
}
