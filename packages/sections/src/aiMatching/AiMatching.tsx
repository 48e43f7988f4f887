import { Icon, isIconName } from '@repo/ui'
import { entries, strings, text } from '../guards'
import type { SectionOf } from '../types'
import { ContentSection } from '../shared/ContentPage'
import './AiMatching.css'

interface AiMatchingProps {
  content: SectionOf<'aiMatchingSection'>
}

/** How the AI matches: skill matching, culture fit and growth potential, each with its inputs. */
export function AiMatching({ content }: AiMatchingProps) {
  const heading = text(content?.heading)
  const factors = entries(content?.factors).filter((factor) => text(factor.title))
  if (!content || !heading || factors.length === 0) return null
  const note = text(content.note)

  return (
    <ContentSection id="ki-matching" intro={{ ...content, heading }} tone="muted">
      <div className="ai-matching">
        <ul className="factors">
          {factors.map((factor) => {
            const points = strings(factor.points)
            return (
              <li key={factor._key}>
                {isIconName(factor.icon) ? (
                  <span className="icon">
                    <Icon name={factor.icon} />
                  </span>
                ) : null}
                <h3>{factor.title}</h3>
                {text(factor.text) ? <p>{factor.text}</p> : null}
                {points.length > 0 ? (
                  <ul className="points">
                    {points.map((point, index) => (
                      <li key={`${index}-${point}`}>{point}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            )
          })}
        </ul>
        {note ? <p className="note">{note}</p> : null}
      </div>
    </ContentSection>
  )
}
