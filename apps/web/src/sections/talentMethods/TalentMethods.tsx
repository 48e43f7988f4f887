import styled from 'styled-components'
import { Icon, isIconName, media, tokens as t } from '@repo/ui'
import { entries, text } from '../guards'
import type { PageSectionContent, TalentComparisonPage } from '../pages'
import { ContentSection } from '../shared/ContentPage'

type Level = 'low' | 'medium' | 'high'
const levels: Level[] = ['low', 'medium', 'high']
const isLevel = (value: unknown): value is Level => levels.includes(value as Level)

/** What every card rates, in card order. */
const criteria = [
  'transparency',
  'timeEffort',
  'successRate',
  'ghosting',
  'fitQuality',
  'timeToJob',
] as const

const Body = styled.div`
  .methods {
    display: grid;
    gap: ${t.space[5]};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  .methods > li {
    display: flex;
    flex-direction: column;
    gap: ${t.space[4]};
    padding: clamp(1.25rem, 1rem + 1vw, 1.75rem);
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.lg};
    background: ${t.color.surface};
  }

  .methods > [data-product] {
    border-color: ${t.color.primary};
    background: ${t.color.primarySoft};
    box-shadow:
      0 0 0 1px ${t.color.primary},
      ${t.shadow.lg};
  }

  .top {
    display: flex;
    align-items: center;
    gap: ${t.space[3]};
  }

  .icon {
    display: inline-grid;
    flex: none;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    border-radius: ${t.radius.md};
    background: ${t.color.secondary};
    color: ${t.color.secondaryFg};
    font-size: 1.125rem;
  }

  [data-product] .icon {
    background: ${t.color.primary};
    color: ${t.color.primaryFg};
  }

  h3 {
    min-width: 0;
    font-size: ${t.fontSize.xl};
    hyphens: auto;
    overflow-wrap: anywhere;
  }

  .summary {
    color: ${t.color.fgMuted};
    font-size: ${t.fontSize.sm};
  }

  dl {
    display: grid;
    gap: ${t.space[3]};
    padding-block-start: ${t.space[4]};
    border-top: 1px solid ${t.color.border};
    font-size: ${t.fontSize.sm};
  }

  dt {
    font-weight: ${t.fontWeight.semibold};
  }

  dd {
    display: flex;
    align-items: baseline;
    gap: ${t.space[2]};
    color: ${t.color.fgMuted};
  }

  [data-product] dd {
    color: ${t.color.fg};
  }

  /* Three bars, as many filled as the rating; decorative, the rating is also in words. */
  .meter {
    display: inline-flex;
    flex: none;
    gap: 2px;
  }

  .meter > span {
    width: 0.875rem;
    height: 0.375rem;
    border-radius: ${t.radius.full};
    background: ${t.color.borderStrong};
  }

  [data-level='low'] > :first-child {
    background: ${t.color.destructive};
  }

  [data-level='medium'] > :nth-child(-n + 2) {
    background: ${t.color.accent};
  }

  [data-level='high'] > span {
    background: ${t.color.success};
  }

  .legend {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${t.space[3]} ${t.space[6]};
    margin: ${t.space[6]} 0 0;
    padding: 0;
    list-style: none;
    color: ${t.color.fgMuted};
    font-size: ${t.fontSize.sm};
  }

  .legend li {
    display: inline-flex;
    align-items: center;
    gap: ${t.space[2]};
  }

  ${media.md} {
    .methods {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }

  ${media.xl} {
    .methods {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
`

function Meter({ level }: { level: Level }) {
  return (
    <span className="meter" data-level={level} aria-hidden="true">
      <span />
      <span />
      <span />
    </span>
  )
}

interface TalentMethodsProps {
  content: PageSectionContent<TalentComparisonPage, 'methods'>
}

/** Ways to a new sales job as cards, each rated from a talent's view over six criteria. */
export function TalentMethods({ content }: TalentMethodsProps) {
  const heading = text(content?.heading)
  const methods = entries(content?.methods).filter((method) => text(method.name))
  const named = criteria.filter((criterion) => text(content?.criteria?.[criterion]))
  if (!content || !heading || methods.length === 0 || named.length === 0) return null
  const legend = content.legend

  return (
    <ContentSection id="wege" intro={{ ...content, heading }}>
      <Body>
        <ul className="methods">
          {methods.map((method) => (
            <li key={method._key} data-product={method.isProduct ? '' : undefined}>
              <div className="top">
                {isIconName(method.icon) ? (
                  <span className="icon">
                    <Icon name={method.icon} />
                  </span>
                ) : null}
                <h3>{method.name}</h3>
              </div>
              {text(method.text) ? <p className="summary">{method.text}</p> : null}
              <dl>
                {named.map((criterion) => {
                  const rating = method[criterion]
                  const level = isLevel(rating?.level) ? rating.level : undefined
                  const levelLabel = level ? text(legend?.[level]) : undefined
                  const ratingText = text(rating?.text)
                  if (!level && !ratingText) return null
                  return (
                    <div key={criterion}>
                      <dt>{content.criteria?.[criterion]}</dt>
                      <dd>
                        {level ? <Meter level={level} /> : null}
                        <span>
                          {levelLabel ? (
                            <span className="ui-visually-hidden">{levelLabel}: </span>
                          ) : null}
                          {ratingText}
                        </span>
                      </dd>
                    </div>
                  )
                })}
              </dl>
            </li>
          ))}
        </ul>
        {levels.some((level) => text(legend?.[level])) ? (
          <ul className="legend" aria-hidden="true">
            {[...levels].reverse().map((level) =>
              text(legend?.[level]) ? (
                <li key={level}>
                  <Meter level={level} />
                  {legend?.[level]}
                </li>
              ) : null,
            )}
          </ul>
        ) : null}
      </Body>
    </ContentSection>
  )
}
