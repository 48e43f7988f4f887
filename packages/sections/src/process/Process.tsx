import { stylesheet } from '../shared/stylesheet'
import { Icon } from '@repo/ui'
import { LandingSection } from '../shared/LandingSection'
import { anchor } from '../props'
import type { SectionOf } from '../types'
import { hyphenate } from '../lib/hyphenate'

const styles = stylesheet('process')

interface ProcessProps {
  content: SectionOf<'processSection'>
}

/** Three steps, each with its duration (company: browse to onboarding; talent: the start). */
export function Process({ content }: ProcessProps) {
  const id = anchor(content, 'ablauf')
  if (content.steps.length === 0) return null

  return (
    <LandingSection id={id} intro={content}>
      <ol className="process">
        {content.steps.map((step, index) => (
          <li key={index}>
            <div className="step-head">
              <span className="step-duration">
                <Icon name="clock" />
                {step.duration}
              </span>
            </div>
            <h3>{hyphenate(step.title)}</h3>
            <p className="step-text">{step.text}</p>
            {step.points.length > 0 ? (
              <ul className="step-points">
                {step.points.map((point, index) => (
                  <li key={index}>
                    <Icon name="check" />
                    {point}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
      {styles}
    </LandingSection>
  )
}
