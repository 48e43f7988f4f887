import { stylesheet } from '../shared/stylesheet'
import type { SectionOf } from '../types'
import { ContentSection } from '../shared/ContentPage'
import { StepScene } from './StepScene'

const styles = stylesheet('how-it-works-steps')

interface HowItWorksStepsProps {
  content: SectionOf<'howItWorksStepsSection'>
}

/** The six steps from profile or role to hire, numbered in order, each with its app scene if set. */
export function HowItWorksSteps({ content }: HowItWorksStepsProps) {
  if (content.steps.length === 0) return null

  return (
    <ContentSection id="ablauf" intro={content}>
      <ol className="how-it-works-steps">
        {content.steps.map((step) => (
          <li key={step._key}>
            {step.illustration ? <StepScene kind={step.illustration} /> : null}
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      {styles}
    </ContentSection>
  )
}
