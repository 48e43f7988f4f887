import { entries, strings, text } from '../guards'
import type { SectionOf } from '../types'
import { Band, type BandTone } from '../shared/Band'
import { BulletList } from '../shared/BulletList'
import './Values.css'

interface ValuesProps {
  /** Anchor id of the section. */
  id: string
  content: SectionOf<'valuesSection'>
  tone?: BandTone
}

/** The core values, each with a subtitle, a description and its principles. */
export function Values({ id, content, tone }: ValuesProps) {
  const heading = text(content?.heading)
  const values = entries(content?.values).filter((value) => text(value.title))
  if (!content || !heading || values.length === 0) return null

  return (
    <Band className="values" id={id} tone={tone} intro={{ ...content, heading }}>
      <ul className="items">
        {values.map((value) => {
          const principles = strings(value.principles)
          return (
            <li key={value._key}>
              <h3>{value.title}</h3>
              {text(value.subtitle) ? <p className="subtitle">{value.subtitle}</p> : null}
              {text(value.description) ? <p className="description">{value.description}</p> : null}
              {principles.length > 0 ? (
                <BulletList mark="check" tone="success" className="principles">
                  {principles.map((principle, index) => (
                    <li key={`${index}-${principle}`}>{principle}</li>
                  ))}
                </BulletList>
              ) : null}
            </li>
          )
        })}
      </ul>
    </Band>
  )
}
