import styled from 'styled-components'
import { media, tokens as t } from '@repo/ui'
import { entries, text } from '../guards'
import type { ConciergePage, PageSection } from '../pageTypes'
import { Band, type BandTone } from '../shared/Band'

/* Three columns fit a phone when long words may break: no sideways scrolling. */
const Root = styled.div`
  .frame {
    max-width: 60rem;
    margin-inline: auto;
    overflow: hidden;
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.lg};
    background: ${t.color.surface};
    box-shadow: ${t.shadow.sm};
  }
  table {
    width: 100%;
    font-size: ${t.fontSize.sm};
    line-height: 1.5;
    hyphens: auto;
    overflow-wrap: break-word;
  }
  th,
  td {
    padding: ${t.space[3]};
    border-block-end: 1px solid ${t.color.border};
    text-align: start;
    vertical-align: top;
  }
  ${media.md} {
    th,
    td {
      padding: ${t.space[4]} ${t.space[5]};
    }
  }
  tbody tr:last-child > * {
    border-block-end: 0;
  }
  thead th {
    background: ${t.color.bgMuted};
    font-size: ${t.fontSize.base};
  }
  tbody th {
    width: 34%;
    font-weight: ${t.fontWeight.semibold};
  }
  td {
    color: ${t.color.fgMuted};
  }
  /* The premium column stands out. */
  thead th:last-child {
    background: ${t.color.primary};
    color: ${t.color.primaryFg};
  }
  td:last-child {
    background: ${t.color.primarySoft};
    color: ${t.color.fg};
    font-weight: ${t.fontWeight.medium};
  }
`

interface PlanComparisonProps {
  /** Anchor id; the heading gets `<id>-heading` and names the table. */
  id: string
  content: PageSection<ConciergePage, 'comparison'>
  tone?: BandTone
}

/** Basic vs Premium as a table: one row per feature. */
export function PlanComparison({ id, content, tone }: PlanComparisonProps) {
  const heading = text(content?.heading)
  const columns = [content?.featureLabel, content?.basicLabel, content?.premiumLabel].map(text)
  const rows = entries(content?.rows).filter((row) => text(row.feature))
  if (!content || !heading || rows.length === 0 || columns.some((label) => !label)) return null

  return (
    <Band body={Root} id={id} tone={tone} intro={{ ...content, heading }}>
      <div className="frame">
        <table aria-labelledby={`${id}-heading`}>
          <thead>
            <tr>
              {columns.map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row._key}>
                <th scope="row">{row.feature}</th>
                <td>{row.basic}</td>
                <td>{row.premium}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Band>
  )
}
