import { anchor, bandTone } from '../props'
import type { SectionOf } from '../types'
import { Band } from '../shared/Band'
import { hyphenate } from '../lib/hyphenate'
import { stylesheet } from '../shared/stylesheet'

const styles = stylesheet('journey')

interface JourneyProps {
  content: SectionOf<'journeySection'>
}

/** Numbered steps with their duration (the concierge's seven days to the first interview). */
export function Journey({ content }: JourneyProps) {
  const id = anchor(content, 'ablauf')
  if (content.steps.length === 0) return null

  return (
    <Band className="journey" id={id} tone={bandTone(content)} intro={content}>
      <ol className="steps">
        {content.steps.map((step, index) => (
          <li key={index}>
            {/* The ordered list already tells assistive technology each step's position. */}
            <span className="number" aria-hidden="true">
              {step.number}
            </span>
            <h3>
              {hyphenate(step.title)} <span className="duration">{step.duration}</span>
            </h3>
            <p>{step.description}</p>
          </li>
        ))}
      </ol>
      {styles}
    </Band>
  )
}
