import { stylesheet } from '../shared/stylesheet'
import { Icon } from '@repo/ui'
import { LandingSection } from '../shared/LandingSection'
import type { SectionOf } from '../types'
import { hyphenate } from '../lib/hyphenate'

const styles = stylesheet('matching')

interface MatchingProps {
  content: SectionOf<'matchingSection'>
}

/** How matching works for talents: profile, swiping AI suggestions, chatting after a match. */
export function Matching({ content }: MatchingProps) {
  if (content.steps.length === 0) return null

  return (
    <LandingSection id="matching" tone="muted" intro={content}>
      <ol className="matching">
        {content.steps.map((step, index) => (
          <li key={index}>
            <span className="matching-icon" aria-hidden="true">
              <Icon name={step.icon} />
            </span>
            <h3>{hyphenate(step.title)}</h3>
            <p className="matching-text">{step.text}</p>
          </li>
        ))}
      </ol>
      {styles}
    </LandingSection>
  )
}
