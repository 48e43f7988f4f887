import { stylesheet } from '../shared/stylesheet'
import type { ImagePropsFor } from '@repo/content/images'
import { Eyebrow, Heading, Highlight, Icon, Section, Text } from '@repo/ui'
import { CtaButton, type CtaTargets } from '../lib/CtaButton'
import type { SectionContext } from '../props'
import type { SectionOf } from '../types'
import { Actions } from '../shared/Actions'
import { splitHighlight } from './highlight'
import { PageHero } from './PageHero'
import { ProductMediaFigure } from '../productMedia/ProductMediaFigure'
import { ProductVisual } from './ProductVisual'
import { hyphenate, hyphenateHeading } from '../lib/hyphenate'

const styles = stylesheet('hero')

interface HeroProps {
  content: SectionOf<'heroSection'>
  targets: CtaTargets | null | undefined
  /** Image URLs of the configured content source, for the product visual. */
  imageProps: ImagePropsFor
  /** A content page opens with the plain hero (PageHero); a landing page with this one. */
  layout?: SectionContext['layout']
}

/**
 * Opening band: the page's h1 with its highlighted words, buttons and a note; beside it the product
 * visual (a real screenshot or clip where content has one), next steps and key figures.
 */
export function Hero({ content, targets, imageProps, layout }: HeroProps) {
  if (layout === 'content') return <PageHero content={content} targets={targets} />
  const [before, highlighted, after] = splitHighlight(content.heading, content.highlight)
  const { eyebrow, note, nextSteps } = content
  const stats = content.stats ?? []
  const steps = nextSteps?.steps ?? []

  return (
    <Section tone="dark" aria-labelledby="hero-heading">
      <div className="hero">
        <div className="copy">
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <Heading level={1} size="4xl" id="hero-heading">
            {hyphenateHeading(before)}
            {highlighted ? <Highlight>{hyphenateHeading(highlighted)}</Highlight> : null}
            {hyphenateHeading(after)}
          </Heading>
          <Text className="lead" size="lg" tone="muted">
            {content.text}
          </Text>
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
        {content.media ? (
          <ProductMediaFigure
            className="visual"
            content={content.media}
            imageProps={imageProps}
            width={560}
            sizes="(min-width: 64em) 560px, 100vw"
            priority
          />
        ) : (
          <ProductVisual
            className="visual"
            content={content.productVisual}
            imageProps={imageProps}
          />
        )}
        {steps.length > 0 || stats.length > 0 ? (
          <div className="aside">
            {nextSteps && steps.length > 0 ? (
              <div className="next-steps">
                <h2>{hyphenate(nextSteps.heading)}</h2>
                <ol>
                  {steps.map((step, index) => (
                    <li key={index}>
                      <span className="step-title">{step.title}</span>
                      <span className="step-text">{step.text}</span>
                    </li>
                  ))}
                </ol>
              </div>
            ) : null}
            {stats.length > 0 ? (
              <dl className="figures">
                {stats.map((stat, index) => (
                  <div key={index}>
                    <dt>{hyphenate(stat.label)}</dt>
                    <dd>{stat.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </div>
        ) : null}
      </div>
      {styles}
    </Section>
  )
}
