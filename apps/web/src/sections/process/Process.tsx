import styled from 'styled-components'
import { Badge, Card, Heading, Icon, Text, media, tokens as t } from '@repo/ui'
import { entries, strings, text } from '../guards'
import { LandingSection } from '../shared/LandingSection'
import type { SectionContent } from '../types'

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
`

const Step = styled(Card)`
  counter-increment: step;
`

const StepHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${t.space[3]};

  /* The list's own number, drawn as a badge; empty alt text, as the list already numbers it. */
  &::before {
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
`

const Points = styled.ul`
  display: grid;
  gap: ${t.space[2]};
  margin: 0;
  margin-block-start: auto;
  padding: ${t.space[4]} 0 0;
  border-top: 1px solid ${t.color.border};
  list-style: none;
`

const Point = styled.li`
  display: flex;
  gap: ${t.space[2]};
  font-size: ${t.fontSize.sm};
  line-height: 1.5;

  & svg {
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
            <Step forwardedAs="li" key={step._key} padding="lg">
              <StepHead>
                {text(step.duration) ? (
                  <Badge tone="accent">
                    <Icon name="clock" />
                    {step.duration}
                  </Badge>
                ) : null}
              </StepHead>
              <Heading level={3}>{step.title}</Heading>
              {text(step.text) ? <Text tone="muted">{step.text}</Text> : null}
              {points.length > 0 ? (
                <Points>
                  {points.map((point, index) => (
                    <Point key={`${index}-${point}`}>
                      <Icon name="check" />
                      {point}
                    </Point>
                  ))}
                </Points>
              ) : null}
            </Step>
          )
        })}
      </Steps>
    </LandingSection>
  )
}
