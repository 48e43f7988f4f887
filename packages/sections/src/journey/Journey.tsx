import { stylesheet } from '../shared/stylesheet'
import type { SectionOf } from '../types'
import { Band, type BandTone } from '../shared/Band'

const styles = stylesheet('journey')

interface JourneyProps {
  /** Anchor id of the section. */
  id: string
  content: SectionOf<'journeySection'>
  tone?: BandTone
}

/** Numbered steps with their duration (the concierge's seven days to the first interview). */
export function Journey({ id, content, tone }: JourneyProps) {
  if (content.steps.length === 0) return null

  return (
    <Band className="journey" id={id} tone={tone} intro={content}>
      <ol className="steps">
        {content.steps.map((step) => (
          <li key={step._key}>
            {/* The ordered list already tells assistive technology each step's position. */}
            <span className="number" aria-hidden="true">
              {step.number}
            </span>
            <h3>
              {step.title} <span className="duration">{step.duration}</span>
            </h3>
            <p>{step.description}</p>
          </li>
        ))}
      </ol>
      {styles}
    </Band>
  )
}
