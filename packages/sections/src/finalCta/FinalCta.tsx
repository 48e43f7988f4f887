import { stylesheet } from '../shared/stylesheet'
import { Heading, Reveal, Section, Text } from '@repo/ui'
import { CtaButton, type CtaTargets } from '../lib/CtaButton'
import { Actions } from '../shared/Actions'
import type { SectionContext } from '../props'
import type { SectionOf } from '../types'
import { hyphenateHeading } from '../lib/hyphenate'
import { PageCta } from './PageCta'

const styles = stylesheet('final-cta')

interface FinalCtaProps {
  content: SectionOf<'finalCtaSection'>
  targets: CtaTargets | null | undefined
  /** A content page closes with the plain panel (PageCta); a landing page with this band. */
  layout?: SectionContext['layout']
}

/** Closing call to action with up to two buttons. */
export function FinalCta({ content, targets, layout }: FinalCtaProps) {
  if (layout === 'content') return <PageCta content={content} targets={targets} />
  return (
    <Section aria-labelledby="abschluss-heading">
      <Reveal>
        <div className="final-cta ui-tone-dark">
          <Heading id="abschluss-heading" size="3xl">
            {hyphenateHeading(content.heading)}
          </Heading>
          {content.text ? (
            <Text className="lead" size="lg" tone="muted">
              {content.text}
            </Text>
          ) : null}
          <Actions gap={3} justify="center">
            <CtaButton cta={content.primaryCta} targets={targets} size="lg" />
            <CtaButton cta={content.secondaryCta} targets={targets} size="lg" variant="secondary" />
          </Actions>
        </div>
      </Reveal>
      {styles}
    </Section>
  )
}
