import styled from 'styled-components'
import { media, tokens as t } from '@repo/ui'
import { entries, text } from '../guards'
import type { HowItWorksPage, PageSectionContent } from '../pages'
import { ContentSection } from '../shared/ContentPage'

const Steps = styled.ol`
  display: grid;
  gap: ${t.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  > li {
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
    padding: clamp(1.25rem, 1rem + 1vw, 1.75rem);
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.lg};
    background: ${t.color.surface};
    counter-increment: step;
  }

  /* The list's own number as a badge; empty alt text, as the list already numbers it. */
  > li::before {
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
  }

  h3 {
    font-size: ${t.fontSize.xl};
  }

  p {
    color: ${t.color.fgMuted};
  }

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`

interface HowItWorksStepsProps {
  content: PageSectionContent<HowItWorksPage, 'steps'>
}

/** The six steps from profile or role to hire, numbered in order. */
export function HowItWorksSteps({ content }: HowItWorksStepsProps) {
  const heading = text(content?.heading)
  const steps = entries(content?.steps).filter((step) => text(step.title))
  if (!content || !heading || steps.length === 0) return null

  return (
    <ContentSection id="ablauf" intro={{ ...content, heading }}>
      <Steps>
        {steps.map((step) => (
          <li key={step._key}>
            <h3>{step.title}</h3>
            {text(step.text) ? <p>{step.text}</p> : null}
          </li>
        ))}
      </Steps>
    </ContentSection>
  )
}
