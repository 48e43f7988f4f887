import { stylesheet } from '../shared/stylesheet'
import { Icon } from '@repo/ui'
import type { SectionOf } from '../types'
import { ContentSection } from '../shared/ContentPage'
import { hyphenate } from '../lib/hyphenate'

const styles = stylesheet('talent-methods')

type Level = 'low' | 'medium' | 'high'
const levels: Level[] = ['low', 'medium', 'high']

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
  const { methods, legend } = content
  if (methods.length === 0) return null

  return (
    <ContentSection id="wege" intro={content}>
      <div className="talent-methods">
        <ul className="methods">
          {methods.map((method, index) => (
            <li key={index} data-product={method.isProduct ? '' : undefined}>
              <div className="top">
                <span className="icon">
                  <Icon name={method.icon} />
                </span>
                <h3>{hyphenate(method.name)}</h3>
              </div>
              <p className="summary">{method.text}</p>
              <dl>
                {criteria.map((criterion) => {
                  const rating = method[criterion]
                  return (
                    <div key={criterion}>
                      <dt>{hyphenate(content.criteria[criterion])}</dt>
                      <dd>
                        <Meter level={rating.level} />
                        <span>
                          <span className="ui-visually-hidden">{legend[rating.level]}: </span>
                          {rating.text}
                        </span>
                      </dd>
                    </div>
                  )
                })}
              </dl>
            </li>
          ))}
        </ul>
        <ul className="legend" aria-hidden="true">
          {[...levels].reverse().map((level) => (
            <li key={level}>
              <Meter level={level} />
              {legend[level]}
            </li>
          ))}
        </ul>
      </div>
      {styles}
    </ContentSection>
  )
}
