import styled from 'styled-components'
import { media, tokens as t } from '@repo/ui'
import { entries, strings, text } from '../guards'
import type { AboutPage, PageSection } from '../pageTypes'
import { Band, type BandTone } from '../shared/Band'
import { bulletList } from '../shared/bullets'

const Root = styled.div`
  .values {
    display: grid;
    gap: ${t.space[6]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ${media.lg} {
    .values {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
  .values > li {
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
    padding: clamp(1.5rem, 1rem + 1.5vw, 2.25rem);
    border: 1px solid ${t.color.border};
    border-block-start: 4px solid ${t.color.primary};
    border-radius: ${t.radius.lg};
    background: ${t.color.surface};
    box-shadow: ${t.shadow.sm};
  }
  .values > li:nth-child(3n + 2) {
    border-block-start-color: ${t.color.accent};
  }
  .values > li:nth-child(3n) {
    border-block-start-color: ${t.color.success};
  }
  .values h3 {
    font-size: ${t.fontSize['2xl']};
  }
  .subtitle {
    color: ${t.color.primarySoftFg};
    font-weight: ${t.fontWeight.semibold};
  }
  .description {
    color: ${t.color.fgMuted};
  }
  .principles {
    ${bulletList('check', t.color.success)}
    margin-block-start: ${t.space[2]};
    padding-block-start: ${t.space[4]};
    border-block-start: 1px solid ${t.color.border};
    font-size: ${t.fontSize.sm};
  }
`

interface ValuesProps {
  /** Anchor id of the section. */
  id: string
  content: PageSection<AboutPage, 'values'>
  tone?: BandTone
}

/** The core values, each with a subtitle, a description and its principles. */
export function Values({ id, content, tone }: ValuesProps) {
  const heading = text(content?.heading)
  const values = entries(content?.values).filter((value) => text(value.title))
  if (!content || !heading || values.length === 0) return null

  return (
    <Band body={Root} id={id} tone={tone} intro={{ ...content, heading }}>
      <ul className="values">
        {values.map((value) => {
          const principles = strings(value.principles)
          return (
            <li key={value._key}>
              <h3>{value.title}</h3>
              {text(value.subtitle) ? <p className="subtitle">{value.subtitle}</p> : null}
              {text(value.description) ? <p className="description">{value.description}</p> : null}
              {principles.length > 0 ? (
                <ul className="principles">
                  {principles.map((principle, index) => (
                    <li key={`${index}-${principle}`}>{principle}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          )
        })}
      </ul>
    </Band>
  )
}
