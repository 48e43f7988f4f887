import styled from 'styled-components'
import { Heading, Reveal, Section, Text, darkToneCss, tokens as t } from '@repo/ui'
import { CtaButton, type CtaTargets } from '@/components/CtaButton'
import { text } from '../guards'
import { Actions } from '../shared/Actions'
import type { SectionContent } from '../types'

/* A dark panel inside a light band: the page's last, strongest call to action. */
const Panel = styled.div`
  ${darkToneCss}
  display: grid;
  justify-items: center;
  gap: ${t.space[6]};
  padding: clamp(2.5rem, 1.5rem + 5vw, 5rem) clamp(1.5rem, 1rem + 4vw, 4rem);
  border-radius: ${t.radius.xl};
  background-color: ${t.color.bg};
  background-image:
    radial-gradient(40rem 20rem at 100% 0%, rgb(97 82 240 / 0.45), transparent 70%),
    radial-gradient(30rem 18rem at 0% 100%, rgb(255 181 71 / 0.16), transparent 70%);
  color: ${t.color.fg};
  text-align: center;
  box-shadow: ${t.shadow.xl};
`

const Lead = styled(Text)`
  max-width: 40rem;
`

interface FinalCtaProps {
  content: SectionContent<'finalCta'>
  targets: CtaTargets | null | undefined
}

/** Closing call to action with up to two buttons. */
export function FinalCta({ content, targets }: FinalCtaProps) {
  const heading = text(content?.heading)
  if (!content || !heading) return null

  return (
    <Section aria-labelledby="abschluss-heading">
      <Reveal>
        <Panel>
          <Heading id="abschluss-heading" size="3xl">
            {heading}
          </Heading>
          {text(content.text) ? (
            <Lead size="lg" tone="muted">
              {content.text}
            </Lead>
          ) : null}
          <Actions gap={3} justify="center">
            <CtaButton cta={content.primaryCta} targets={targets} size="lg" />
            <CtaButton cta={content.secondaryCta} targets={targets} size="lg" variant="secondary" />
          </Actions>
        </Panel>
      </Reveal>
    </Section>
  )
}
