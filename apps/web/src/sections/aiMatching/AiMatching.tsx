import styled from 'styled-components'
import { Icon, isIconName, media, tokens as t } from '@repo/ui'
import { entries, strings, text } from '../guards'
import type { HowItWorksPage, PageSectionContent } from '../pages'
import { ContentSection } from '../shared/ContentPage'

const Body = styled.div`
  display: grid;
  gap: ${t.space[8]};

  .factors {
    display: grid;
    gap: ${t.space[5]};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  .factors > li {
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
    padding: clamp(1.5rem, 1rem + 2vw, 2.25rem);
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.lg};
    background: ${t.color.surface};
    box-shadow: ${t.shadow.sm};
  }

  .icon {
    display: inline-grid;
    place-items: center;
    width: 3rem;
    height: 3rem;
    border-radius: ${t.radius.full};
    background: linear-gradient(135deg, ${t.color.highlightFrom}, ${t.color.highlightTo});
    color: ${t.color.primaryFg};
    font-size: 1.25rem;
  }

  h3 {
    font-size: ${t.fontSize.xl};
  }

  .factors > li > p {
    color: ${t.color.fgMuted};
  }

  .points {
    display: grid;
    gap: ${t.space[2]};
    margin: 0;
    margin-block-start: auto;
    padding: ${t.space[4]} 0 0;
    border-top: 1px solid ${t.color.border};
    list-style: none;
    font-size: ${t.fontSize.sm};
  }

  .points li {
    display: flex;
    gap: ${t.space[3]};
  }

  /* A check mark drawn in CSS: one SVG per point would weigh more than the point itself. */
  .points li::before {
    content: '';
    flex: none;
    width: 0.375rem;
    height: 0.75rem;
    margin: 0.2em 0.125rem 0;
    border: solid ${t.color.success};
    border-width: 0 2px 2px 0;
    rotate: 45deg;
  }

  .note {
    max-width: 44rem;
    margin-inline: auto;
    color: ${t.color.fgMuted};
    text-align: center;
  }

  ${media.lg} {
    .factors {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
`

interface AiMatchingProps {
  content: PageSectionContent<HowItWorksPage, 'matching'>
}

/** How the AI matches: skill matching, culture fit and growth potential, each with its inputs. */
export function AiMatching({ content }: AiMatchingProps) {
  const heading = text(content?.heading)
  const factors = entries(content?.factors).filter((factor) => text(factor.title))
  if (!content || !heading || factors.length === 0) return null
  const note = text(content.note)

  return (
    <ContentSection id="ki-matching" intro={{ ...content, heading }} tone="muted">
      <Body>
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
      </Body>
    </ContentSection>
  )
}
