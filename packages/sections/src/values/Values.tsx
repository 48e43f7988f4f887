import { anchor, bandTone } from '../props'
import { stylesheet } from '../shared/stylesheet'
import type { SectionOf } from '../types'
import { Band } from '../shared/Band'
import { BulletList } from '../shared/BulletList'
import { hyphenate } from '../lib/hyphenate'

const styles = stylesheet('values')

interface ValuesProps {
  content: SectionOf<'valuesSection'>
}

/** The core values, each with a subtitle, a description and its principles. */
export function Values({ content }: ValuesProps) {
  const id = anchor(content, 'werte')
  if (content.values.length === 0) return null

  return (
    <Band className="values" id={id} tone={bandTone(content)} intro={content}>
      <ul className="items">
        {content.values.map((value, index) => (
          <li key={index}>
            <h3>{hyphenate(value.title)}</h3>
            <p className="subtitle">{value.subtitle}</p>
            <p className="description">{value.description}</p>
            {value.principles.length > 0 ? (
              <BulletList mark="check" tone="success" className="principles">
                {value.principles.map((principle, index) => (
                  <li key={index}>{principle}</li>
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
