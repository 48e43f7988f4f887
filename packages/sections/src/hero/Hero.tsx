import type { ImagePropsFor } from '@repo/content/images'
import { Eyebrow, Heading, Highlight, Icon, Section, Text } from '@repo/ui'
import { CtaButton, type CtaTargets } from '../lib/CtaButton'
import { entries, text } from '../guards'
import type { SectionOf } from '../types'
import { Actions } from '../shared/Actions'
import { splitHighlight } from './highlight'
import { ProductVisual } from './ProductVisual'
import './Hero.css'

interface HeroProps {
  content: SectionOf<'heroSection'>
  targets: CtaTargets | null | undefined
  /** Image URLs of the configured content source, for the product visual. */
  imageProps: ImagePropsFor
}

/**
 * Opening band: the page's h1 with its highlighted words, buttons and a note; beside it the product
 * visual, next steps and key figures, where content has them.
 */
export function Hero({ content, targets, imageProps }: HeroProps) {
  const heading = text(content?.heading)
  if (!content || !heading) return null
  const [before, highlighted, after] = splitHighlight(heading, text(content.highlight))
  const stats = entries(content.stats).filter((stat) => text(stat.value) && text(stat.label))
  const eyebrow = text(content.eyebrow)
  const lead = text(content.text)
  const note = text(content.note)
  const nextSteps = entries(content.nextSteps?.steps).filter((step) => text(step.title))
  const stepsHeading = text(content.nextSteps?.heading)

  return (
    <Section tone="dark" aria-labelledby="hero-heading">
      <div className="hero">
        <div className="copy">
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <Heading level={1} size="4xl" id="hero-heading">
            {before}
            {highlighted ? <Highlight>{highlighted}</Highlight> : null}
            {after}
          </Heading>
          {lead ? (
            <Text className="lead" size="lg" tone="muted">
              {lead}
            </Text>
          ) : null}
          <Actions gap={3}>
            <CtaButton cta={content.primaryCta} targets={targets} size="lg" />
            <CtaButton cta={content.secondaryCta} targets={targets} size="lg" variant="outline" />
          </Actions>
          {note ? (
            <p className="note">
              <Icon name="check-circle" />
              {note}
            </p>
          ) : null}
        </div>
        <ProductVisual className="visual" content={content.productVisual} imageProps={imageProps} />
        {nextSteps.length > 0 || stats.length > 0 ? (
          <div className="aside">
            {nextSteps.length > 0 ? (
              <div className="next-steps">
                {stepsHeading ? <h2>{stepsHeading}</h2> : null}
                <ol>
                  {nextSteps.map((step) => (
                    <li key={step._key}>
                      <span className="step-title">{step.title}</span>
                      {text(step.text) ? <span className="step-text">{step.text}</span> : null}
                    </li>
                  ))}
                </ol>
              </div>
            ) : null}
            {stats.length > 0 ? (
              <dl className="figures">
                {stats.map((stat) => (
                  <div key={stat._key}>
                    <dt>{stat.label}</dt>
                    <dd>{stat.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </div>
        ) : null}
      </div>
    </Section>
  )
}
