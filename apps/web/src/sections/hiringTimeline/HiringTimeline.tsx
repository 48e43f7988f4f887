import styled from 'styled-components'
import { media, tokens as t } from '@repo/ui'
import { entries, text } from '../guards'
import type { HowItWorksPage, PageSectionContent } from '../pages'
import { ContentSection } from '../shared/ContentPage'

const DOT = '1rem'

// A vertical line of dots on phones, a horizontal one from the large breakpoint on.
const Timeline = styled.ol`
  display: grid;
  gap: ${t.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    position: relative;
    display: flex;
    flex-direction: column;
    gap: ${t.space[2]};
    padding-inline-start: calc(${DOT} + ${t.space[4]});
  }

  > li::before {
    content: '';
    position: absolute;
    inset-block-start: 0.25rem;
    inset-inline-start: 0;
    width: ${DOT};
    height: ${DOT};
    border: 3px solid ${t.color.primary};
    border-radius: ${t.radius.full};
    background: ${t.color.bg};
  }

  > li:not(:last-child)::after {
    content: '';
    position: absolute;
    inset-block: calc(0.25rem + ${DOT}) calc(-1 * ${t.space[6]});
    inset-inline-start: calc(${DOT} / 2 - 1px);
    width: 2px;
    background: ${t.color.border};
  }

  > li:last-child::before {
    border-color: ${t.color.accent};
    background: ${t.color.accent};
  }

  h3 {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${t.space[2]};
    font-size: ${t.fontSize.lg};
  }

  .day {
    padding: 0.125rem 0.625rem;
    border-radius: ${t.radius.full};
    background: ${t.color.primarySoft};
    color: ${t.color.primarySoftFg};
    font-size: ${t.fontSize.sm};
    font-weight: ${t.fontWeight.semibold};
    white-space: nowrap;
  }

  > li:last-child .day {
    background: ${t.color.primary};
    color: ${t.color.primaryFg};
  }

  p {
    color: ${t.color.fgMuted};
    font-size: ${t.fontSize.sm};
    line-height: 1.55;
  }

  ${media.lg} {
    grid-auto-columns: minmax(0, 1fr);
    grid-auto-flow: column;
    gap: ${t.space[5]};

    > li {
      padding-block-start: calc(${DOT} + ${t.space[4]});
      padding-inline-start: 0;
    }

    > li::before {
      inset-block-start: 0;
    }

    > li:not(:last-child)::after {
      inset-block: calc(${DOT} / 2 - 1px) auto;
      inset-inline: ${DOT} calc(-1 * ${t.space[5]});
      width: auto;
      height: 2px;
    }
  }
`

interface HiringTimelineProps {
  content: PageSectionContent<HowItWorksPage, 'timeline'>
}

/** The first week from day 0 to day 7+, one stage after the other. */
export function HiringTimeline({ content }: HiringTimelineProps) {
  const heading = text(content?.heading)
  const stages = entries(content?.entries).filter((entry) => text(entry.day) && text(entry.title))
  if (!content || !heading || stages.length === 0) return null

  return (
    <ContentSection id="zeitplan" intro={{ ...content, heading }}>
      <Timeline>
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
      </Timeline>
    </ContentSection>
  )
}
