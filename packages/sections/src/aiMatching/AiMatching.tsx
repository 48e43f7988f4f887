import { stylesheet } from '../shared/stylesheet'
import { Icon } from '@repo/ui'
import type { SectionOf } from '../types'
import { ContentSection } from '../shared/ContentPage'

const styles = stylesheet('ai-matching')

interface AiMatchingProps {
  content: SectionOf<'aiMatchingSection'>
}

/** How the AI matches: skill matching, culture fit and growth potential, each with its inputs. */
export function AiMatching({ content }: AiMatchingProps) {
  if (content.factors.length === 0) return null

  return (
    <ContentSection id="ki-matching" intro={content} tone="muted">
      <div className="ai-matching">
        <ul className="factors">
          {content.factors.map((factor, index) => (
            <li key={index}>
              <span className="icon">
                <Icon name={factor.icon} />
              </span>
              <h3>{factor.title}</h3>
              <p>{factor.text}</p>
              {factor.points.length > 0 ? (
                <ul className="points">
                  {factor.points.map((point, index) => (
                    <li key={index}>{point}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        {content.note ? <p className="note">{content.note}</p> : null}
      </div>
      {styles}
    </ContentSection>
  )
}
