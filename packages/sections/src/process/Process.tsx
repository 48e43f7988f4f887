import { Icon } from '@repo/ui'
import { entries, strings, text } from '../guards'
import { LandingSection } from '../shared/LandingSection'
import type { SectionOf } from '../types'
import './Process.css'

interface ProcessProps {
  content: SectionOf<'processSection'>
  /** Anchor id; one per page. */
  id?: string
}

/** Three steps, each with its duration (company: browse to onboarding; talent: the start). */
export function Process({ content, id = 'ablauf' }: ProcessProps) {
  const heading = text(content?.heading)
  const steps = entries(content?.steps).filter((step) => text(step.title))
  if (!content || !heading || steps.length === 0) return null

  return (
    <LandingSection id={id} intro={{ ...content, heading }}>
      <ol className="process">
        {steps.map((step) => {
          const points = strings(step.points)
          return (
            <li key={step._key}>
              <div className="step-head">
                {text(step.duration) ? (
                  <span className="step-duration">
                    <Icon name="clock" />
                    {step.duration}
                  </span>
                ) : null}
              </div>
              <h3>{step.title}</h3>
              {text(step.text) ? <p className="step-text">{step.text}</p> : null}
              {points.length > 0 ? (
                <ul className="step-points">
                  {points.map((point, index) => (
                    <li key={`${index}-${point}`}>
                      <Icon name="check" />
                      {point}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          )
        })}
      </ol>
    </LandingSection>
  )
}
