import styled from 'styled-components'
import { Badge, Card, Heading, Icon, Text, media, tokens as t } from '@repo/ui'
import { entries, strings, text } from '../guards'
import { LandingSection } from '../shared/LandingSection'
import type { SectionContent } from '../types'

// One styled list styles every step's plain parts: no style tags per step.
const Steps = styled.ol`
  display: grid;
  gap: ${t.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  & > li {
    counter-increment: step;
  }

  .step-head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${t.space[3]};
  }

  /* The list's own number, drawn as a badge; empty alt text, as the list already numbers it. */
  .step-head::before {
    content: counter(step, decimal-leading-zero);
    content: counter(step, decimal-leading-zero) / '';
    display: inline-grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    border-radius: ${t.radius.md};
    background: ${t.color.primary};
    color: ${t.color.primaryFg};
    font-weight: ${t.fontWeight.bold};
    font-variant-numeric: tabular-nums;
  }

  .step-points {
    display: grid;
    gap: ${t.space[2]};
    margin: 0;
    margin-block-start: auto;
    padding: ${t.space[4]} 0 0;
    border-top: 1px solid ${t.color.border};
    list-style: none;
  }

  .step-points > li {
    display: flex;
    gap: ${t.space[2]};
    font-size: ${t.fontSize.sm};
    line-height: 1.5;
  }

  .step-points svg {
    flex: none;
    margin-block-start: 0.1em;
    color: ${t.color.success};
  }
`

interface ProcessProps {
  content: SectionContent<'process'>
}

/** The three steps from browsing talents to onboarding, each with its duration. */
export function Process({ content }: ProcessProps) {
  const heading = text(content?.heading)
  const steps = entries(content?.steps).filter((step) => text(step.title))
  if (!content || !heading || steps.length === 0) return null

  return (
    <LandingSection id="ablauf" intro={{ ...content, heading }}>
      <Steps>
        {steps.map((step) => {
          const points = strings(step.points)
          return (
            <Card as="li" key={step._key} padding="lg">
              <div className="step-head">
                {text(step.duration) ? (
                  <Badge tone="accent">
                    <Icon name="clock" />
                    {step.duration}
                  </Badge>
                ) : null}
              </div>
              <Heading level={3}>{step.title}</Heading>
              {text(step.text) ? <Text tone="muted">{step.text}</Text> : null}
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
            </Card>
          )
        })}
      </Steps>
    </LandingSection>
  )
}
