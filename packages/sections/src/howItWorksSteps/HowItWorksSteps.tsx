import type { ImagePropsFor } from '@repo/content/images'
import { ProductMediaFigure } from '../productMedia/ProductMediaFigure'
import { stylesheet } from '../shared/stylesheet'
import type { SectionOf } from '../types'
import { ContentSection } from '../shared/ContentPage'
import { StepScene } from './StepScene'
import { hyphenate } from '../lib/hyphenate'

const styles = stylesheet('how-it-works-steps')

interface HowItWorksStepsProps {
  content: SectionOf<'howItWorksStepsSection'>
  imageProps: ImagePropsFor
}

/**
 * The six steps from profile or role to hire, numbered in order, each with a screenshot or clip
 * from the product, else its drawn app scene, if set.
 */
export function HowItWorksSteps({ content, imageProps }: HowItWorksStepsProps) {
  if (content.steps.length === 0) return null

  return (
    <ContentSection id="ablauf" intro={content}>
      <ol className="how-it-works-steps">
        {content.steps.map((step, index) => (
          <li key={index}>
            {step.media ? (
              <ProductMediaFigure
                className="step-media"
                content={step.media}
                imageProps={imageProps}
                width={400}
                sizes="(min-width: 64em) 400px, (min-width: 48em) 50vw, 100vw"
              />
            ) : step.illustration ? (
              <StepScene kind={step.illustration} />
            ) : null}
            <h3>{hyphenate(step.title)}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      {styles}
    </ContentSection>
  )
}
