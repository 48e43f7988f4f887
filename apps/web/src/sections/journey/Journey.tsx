import styled from 'styled-components'
import { media, tokens as t } from '@repo/ui'
import { entries, num, text } from '../guards'
import type { ConciergePage, PageSection } from '../pageTypes'
import { Band, type BandTone } from '../shared/Band'

/* A vertical timeline: numbered markers on a line, each step's duration as a chip. */
const Root = styled.div`
  .steps {
    --step-gap: ${t.space[8]};
    display: grid;
    gap: var(--step-gap);
    max-width: 48rem;
    margin: 0 auto;
    padding: 0;
    list-style: none;
  }
  ${media.md} {
    .steps {
      --step-gap: ${t.space[10]};
    }
  }
  .steps > li {
    position: relative;
    display: grid;
    grid-template-columns: 3rem minmax(0, 1fr);
    gap: ${t.space[2]} ${t.space[5]};
  }
  /* The line from one marker to the next. */
  .steps > li:not(:last-child)::after {
    content: '';
    position: absolute;
    inset-block: 3.5rem calc(0.5rem - var(--step-gap));
    inset-inline-start: calc(1.5rem - 1px);
    width: 2px;
    border-radius: 1px;
    background: ${t.color.borderStrong};
  }
  .number {
    grid-row: span 2;
    display: grid;
    place-items: center;
    width: 3rem;
    height: 3rem;
    border-radius: ${t.radius.full};
    background: ${t.color.primary};
    color: ${t.color.primaryFg};
    font-size: ${t.fontSize.lg};
    font-weight: ${t.fontWeight.bold};
    font-variant-numeric: tabular-nums;
  }
  .steps h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${t.space[2]} ${t.space[3]};
    min-height: 3rem;
    font-size: ${t.fontSize.xl};
  }
  .duration {
    padding: ${t.space[1]} ${t.space[3]};
    border-radius: ${t.radius.full};
    background: ${t.color.accentSoft};
    color: ${t.color.accentSoftFg};
    font-size: ${t.fontSize.sm};
    font-weight: ${t.fontWeight.semibold};
    letter-spacing: 0;
  }
  .steps p {
    grid-column: 2;
    color: ${t.color.fgMuted};
  }
`

interface JourneyProps {
  /** Anchor id of the section. */
  id: string
  content: PageSection<ConciergePage, 'journey'>
  tone?: BandTone
}

/** Numbered steps with their duration (the concierge's seven days to the first interview). */
export function Journey({ id, content, tone }: JourneyProps) {
  const heading = text(content?.heading)
  const steps = entries(content?.steps).filter((step) => text(step.title))
  if (!content || !heading || steps.length === 0) return null

  return (
    <Band body={Root} id={id} tone={tone} intro={{ ...content, heading }}>
      <ol className="steps">
        {steps.map((step, index) => (
          <li key={step._key}>
            {/* The ordered list already tells assistive technology each step's position. */}
            <span className="number" aria-hidden="true">
              {num(step.number) ?? index + 1}
            </span>
            <h3>
              {step.title}
              {text(step.duration) ? (
                <>
                  {' '}
                  <span className="duration">{step.duration}</span>
                </>
              ) : null}
            </h3>
            {text(step.description) ? <p>{step.description}</p> : null}
          </li>
        ))}
      </ol>
    </Band>
  )
}
