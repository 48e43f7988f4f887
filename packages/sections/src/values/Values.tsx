import { stylesheet } from '../shared/stylesheet'
import type { SectionOf } from '../types'
import { Band, type BandTone } from '../shared/Band'
import { BulletList } from '../shared/BulletList'

const styles = stylesheet('values')

interface ValuesProps {
  /** Anchor id of the section. */
  id: string
  content: SectionOf<'valuesSection'>
  tone?: BandTone
}

/** The core values, each with a subtitle, a description and its principles. */
export function Values({ id, content, tone }: ValuesProps) {
  if (content.values.length === 0) return null

  return (
    <Band className="values" id={id} tone={tone} intro={content}>
      <ul className="items">
        {content.values.map((value) => (
          <li key={value._key}>
            <h3>{value.title}</h3>
            <p className="subtitle">{value.subtitle}</p>
            <p className="description">{value.description}</p>
            {value.principles.length > 0 ? (
              <BulletList mark="check" tone="success" className="principles">
                {value.principles.map((principle, index) => (
                  <li key={`${index}-${principle}`}>{principle}</li>
                ))}
              </BulletList>
            ) : null}
          </li>
        ))}
      </ul>
      {styles}
    </Band>
  )
}
