import styled from 'styled-components'
import { Icon, media, tokens as t } from '@repo/ui'
import { entries, strings, text } from '../guards'
import { LandingSection } from '../shared/LandingSection'
import type { SectionContent } from '../types'

// One rule set for the whole list: steps, badges and points are plain elements styled from here.
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
    display: flex;
    flex-direction: column;
    gap: ${t.space[4]};
    min-width: 0;
    padding: clamp(1.5rem, 1rem + 2vw, 2.5rem);
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.lg};
    background: ${t.color.surface};
    color: ${t.color.fg};
    box-shadow: ${t.shadow.xs};
    counter-increment: step;
  }

  /* The list's own number, drawn as a badge; empty alt text, as the list already numbers it. */
  .step-head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${t.space[3]};
  }

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

  .step-duration {
    display: inline-flex;
    align-items: center;
    gap: 0.375em;
    padding: 0.25rem 0.625rem;
    border: 1px solid transparent;
    border-radius: ${t.radius.full};
    background: ${t.color.accentSoft};
    color: ${t.color.accentSoftFg};
    font-size: 0.8125rem;
    font-weight: ${t.fontWeight.semibold};
    line-height: 1.3;
    white-space: nowrap;
  }

  .step-duration svg {
    flex: none;
    width: 1.1em;
    height: 1.1em;
  }

  h3 {
    margin: 0;
    font-size: ${t.fontSize.xl};
    line-height: ${t.lineHeight.snug};
    letter-spacing: -0.01em;
  }

  .step-text {
    color: ${t.color.fgMuted};
    line-height: ${t.lineHeight.normal};
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
  /** Anchor id; one per page. */
  id?: string
}

/** Three steps, each with its duration (company: browse to onboarding; talent: the start). */
export function Process({ content, id = 'ablauf' }: ProcessProps) {
  const heading = text(content?.heading)
  const steps = entries(content?.steps).filter((step) => text(step.title))
  if (!content || !heading || steps.length === 0) return null

  return (
    <LandingSection id={id} intro={{ ...content, heading }}>
      <Steps>
        {steps.map((step) => {
          const points = strings(step.points)
          return (
            <li key={step._key}>
              <div className="step-head">
                {text(step.duration) ? (
                  <span className="step-duration">
                    <Icon name="clock" />
                    {step.duration}
                  </span>
                ) : null}
              </div>
              <h3>{step.title}</h3>
              {text(step.text) ? <p className="step-text">{step.text}</p> : null}
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
            </li>
          )
        })}
      </Steps>
    </LandingSection>
  )
}
