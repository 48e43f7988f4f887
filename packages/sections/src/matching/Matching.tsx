import { Icon, isIconName } from '@repo/ui'
import { entries, text } from '../guards'
import { LandingSection } from '../shared/LandingSection'
import type { SectionOf } from '../types'
import './Matching.css'

interface MatchingProps {
  content: SectionOf<'matchingSection'>
}

/** How matching works for talents: profile, swiping AI suggestions, chatting after a match. */
export function Matching({ content }: MatchingProps) {
  const heading = text(content?.heading)
  const steps = entries(content?.steps).filter((step) => text(step.title))
  if (!content || !heading || steps.length === 0) return null

  return (
    <LandingSection id="matching" tone="muted" intro={{ ...content, heading }}>
      <ol className="matching">
        {steps.map((step) => (
          <li key={step._key}>
            <span className="matching-icon" aria-hidden="true">
              {isIconName(step.icon) ? <Icon name={step.icon} /> : null}
            </span>
            <h3>{step.title}</h3>
            {text(step.text) ? <p className="matching-text">{step.text}</p> : null}
          </li>
        ))}
      </ol>
    </LandingSection>
  )
}
