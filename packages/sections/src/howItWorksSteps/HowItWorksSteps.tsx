import { entries, text } from '../guards'
import type { SectionOf } from '../types'
import { ContentSection } from '../shared/ContentPage'
import { StepScene } from './StepScene'
import './HowItWorksSteps.css'

interface HowItWorksStepsProps {
  content: SectionOf<'howItWorksStepsSection'>
}

/** The six steps from profile or role to hire, numbered in order, each with its app scene if set. */
export function HowItWorksSteps({ content }: HowItWorksStepsProps) {
  const heading = text(content?.heading)
  const steps = entries(content?.steps).filter((step) => text(step.title))
  if (!content || !heading || steps.length === 0) return null

  return (
    <ContentSection id="ablauf" intro={{ ...content, heading }}>
      <ol className="how-it-works-steps">
        {steps.map((step) => (
          <li key={step._key}>
            <StepScene kind={step.illustration} />
            <h3>{step.title}</h3>
            {text(step.text) ? <p>{step.text}</p> : null}
          </li>
        ))}
      </ol>
    </ContentSection>
  )
}
