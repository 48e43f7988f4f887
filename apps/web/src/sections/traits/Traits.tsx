import styled from 'styled-components'
import { media, tokens as t } from '@repo/ui'
import { strings, text } from '../guards'
import type { CareersPage, PageSection } from '../pageTypes'
import { Band, type BandTone } from '../shared/Band'
import { bulletList } from '../shared/bullets'

const Root = styled.div`
  .columns {
    display: grid;
    gap: ${t.space[6]};
    max-width: 64rem;
    margin-inline: auto;
  }
  ${media.md} {
    .columns {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  .columns > div {
    display: grid;
    align-content: start;
    gap: ${t.space[5]};
    padding: clamp(1.5rem, 1rem + 1.5vw, 2.25rem);
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.lg};
    background: ${t.color.surface};
  }
  .columns h3 {
    font-size: ${t.fontSize.xl};
  }
  .wanted ul {
    ${bulletList('check-circle', t.color.success)}
  }
  .not ul {
    ${bulletList('x-circle', t.color.destructive)}
  }
`

interface TraitsProps {
  /** Anchor id of the section. */
  id: string
  content: PageSection<CareersPage, 'traits'>
  tone?: BandTone
}

/** The traits a team looks for and those it does not, side by side. */
export function Traits({ id, content, tone }: TraitsProps) {
  const heading = text(content?.heading)
  const lists = [
    { key: 'wanted', title: text(content?.wantedTitle), items: strings(content?.wanted) },
    { key: 'not', title: text(content?.notWantedTitle), items: strings(content?.notWanted) },
  ].filter((column) => column.title && column.items.length > 0)
  if (!content || !heading || lists.length === 0) return null

  return (
    <Band body={Root} id={id} tone={tone} intro={{ ...content, heading }}>
      <div className="columns">
        {lists.map((column) => (
          <div key={column.key} className={column.key}>
            <h3>{column.title}</h3>
            <ul>
              {column.items.map((item, index) => (
                <li key={`${index}-${item}`}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Band>
  )
}
