import { Icon, isIconName } from '@repo/ui'
import { entries, text } from '../guards'
import type { SectionOf } from '../types'
import { ContentSection } from '../shared/ContentPage'
import './TalentMethods.css'

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
  content: SectionOf<'talentMethodsSection'>
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
      <div className="talent-methods">
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
      </div>
    </ContentSection>
  )
}
