import { entries, num, text } from '../guards'
import type { SectionOf } from '../types'
import { Band, type BandTone } from '../shared/Band'
import './Journey.css'

interface JourneyProps {
  /** Anchor id of the section. */
  id: string
  content: SectionOf<'journeySection'>
  tone?: BandTone
}

/** Numbered steps with their duration (the concierge's seven days to the first interview). */
export function Journey({ id, content, tone }: JourneyProps) {
  const heading = text(content?.heading)
  const steps = entries(content?.steps).filter((step) => text(step.title))
  if (!content || !heading || steps.length === 0) return null

  return (
    <Band className="journey" id={id} tone={tone} intro={{ ...content, heading }}>
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
