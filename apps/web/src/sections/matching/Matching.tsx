import styled from 'styled-components'
import { Icon, isIconName, media, tokens as t } from '@repo/ui'
import { entries, text } from '../guards'
import { LandingSection } from '../shared/LandingSection'
import type { TalentSectionContent } from '../types'

// One rule set for the steps: icon, number, title and text are plain elements styled from here.
const Steps = styled.ol`
  display: grid;
  gap: ${t.space[10]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: matching-step;

  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${t.space[8]};
  }

  & > li {
    position: relative;
    display: grid;
    justify-items: center;
    gap: ${t.space[3]};
    text-align: center;
    counter-increment: matching-step;
  }

  /* A dashed line from each step to the next, behind the icons, where they sit in one row. */
  ${media.lg} {
    & > li:not(:last-child)::after {
      content: '';
      position: absolute;
      z-index: 0;
      top: 2.5rem;
      left: calc(50% + 3.5rem);
      width: calc(100% - 7rem + ${t.space[8]});
      border-top: 2px dashed ${t.color.borderStrong};
    }
  }

  .matching-icon {
    position: relative;
    display: inline-grid;
    place-items: center;
    width: 5rem;
    height: 5rem;
    margin-block-end: ${t.space[2]};
    border-radius: ${t.radius.full};
    background: ${t.color.surface};
    color: ${t.color.primary};
    font-size: 2rem;
    box-shadow:
      0 0 0 1px ${t.color.border},
      ${t.shadow.md};
  }

  /* The list's own number on the icon; empty alt text, as the list already numbers it. */
  .matching-icon::after {
    content: counter(matching-step);
    content: counter(matching-step) / '';
    position: absolute;
    top: -0.25rem;
    right: -0.25rem;
    display: inline-grid;
    place-items: center;
    width: 1.75rem;
    height: 1.75rem;
    border-radius: ${t.radius.full};
    background: ${t.color.accent};
    color: ${t.color.accentFg};
    font-size: ${t.fontSize.sm};
    font-weight: ${t.fontWeight.bold};
  }

  & > li:nth-child(2) .matching-icon {
    background: ${t.color.primary};
    color: ${t.color.primaryFg};
  }

  h3 {
    font-size: ${t.fontSize.xl};
    letter-spacing: -0.01em;
  }

  .matching-text {
    max-width: 22rem;
    color: ${t.color.fgMuted};
    line-height: ${t.lineHeight.normal};
  }
`

interface MatchingProps {
  content: TalentSectionContent<'matching'>
}

/** How matching works for talents: profile, swiping AI suggestions, chatting after a match. */
export function Matching({ content }: MatchingProps) {
  const heading = text(content?.heading)
  const steps = entries(content?.steps).filter((step) => text(step.title))
  if (!content || !heading || steps.length === 0) return null

  return (
    <LandingSection id="matching" tone="muted" intro={{ ...content, heading }}>
      <Steps>
        {steps.map((step) => (
          <li key={step._key}>
            <span className="matching-icon" aria-hidden="true">
              {isIconName(step.icon) ? <Icon name={step.icon} /> : null}
            </span>
            <h3>{step.title}</h3>
            {text(step.text) ? <p className="matching-text">{step.text}</p> : null}
          </li>
        ))}
      </Steps>
    </LandingSection>
  )
}
