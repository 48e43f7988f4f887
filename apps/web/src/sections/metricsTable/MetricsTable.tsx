import styled from 'styled-components'
import { media, tokens as t } from '@repo/ui'
import { entries, text } from '../guards'
import type { CompanyComparisonPage, PageSectionContent } from '../pages'
import { ContentSection } from '../shared/ContentPage'

/** The columns after the metric's, in order; the product's is the last. */
const methodColumns = ['jobBoards', 'socialAds', 'headhunter', 'product'] as const

// Focusable and named, so keyboard users can scroll the table sideways on narrow screens.
// Positioned so the visually hidden caption (absolute) is clipped here instead of widening the page.
const Scroller = styled.div`
  position: relative;
  overflow-x: auto;
  border: 1px solid ${t.color.border};
  border-radius: ${t.radius.lg};
  background: ${t.color.surface};
  box-shadow: ${t.shadow.sm};
  overscroll-behavior-x: contain;

  table {
    width: 100%;
    min-width: 44rem;
    font-size: ${t.fontSize.sm};
    line-height: 1.45;
  }

  th,
  td {
    padding: ${t.space[3]} ${t.space[4]};
    border-bottom: 1px solid ${t.color.border};
    text-align: start;
    vertical-align: top;
  }

  tbody tr:last-child > * {
    border-bottom: 0;
  }

  thead th {
    font-size: ${t.fontSize.base};
    vertical-align: bottom;
  }

  /* The metrics stay in view while the ways to hire scroll past. */
  tr > :first-child {
    position: sticky;
    inset-inline-start: 0;
    z-index: 1;
    width: clamp(8rem, 30vw, 14rem);
    background: ${t.color.surface};
    box-shadow: inset -1px 0 0 ${t.color.border};
  }

  tr > :last-child {
    background: ${t.color.primarySoft};
    font-weight: ${t.fontWeight.semibold};
  }

  thead > tr > :last-child {
    color: ${t.color.primarySoftFg};
    box-shadow: inset 0 3px 0 ${t.color.primary};
  }

  ${media.md} {
    th,
    td {
      padding: ${t.space[4]} ${t.space[5]};
    }
  }
`

interface MetricsTableProps {
  content: PageSectionContent<CompanyComparisonPage, 'metrics'>
}

/** Key figures (cost, time to hire, effort …) of the four ways to hire, as an accessible table. */
export function MetricsTable({ content }: MetricsTableProps) {
  const heading = text(content?.heading)
  const headers = content?.headers
  const rows = entries(content?.rows).filter((row) => text(row.metric))
  const columnsNamed = methodColumns.every((column) => text(headers?.[column]))
  if (!content || !heading || !columnsNamed || rows.length === 0) return null
  const captionId = 'kennzahlen-caption'

  return (
    <ContentSection id="kennzahlen" intro={{ ...content, heading }}>
      <Scroller role="group" aria-labelledby={captionId} tabIndex={0}>
        <table>
          <caption id={captionId} className="ui-visually-hidden">
            {heading}
          </caption>
          <thead>
            <tr>
              {text(headers?.metric) ? <th scope="col">{headers?.metric}</th> : <td />}
              {methodColumns.map((column) => (
                <th key={column} scope="col">
                  {headers?.[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row._key}>
                <th scope="row">{row.metric}</th>
                {methodColumns.map((column) => (
                  <td key={column}>{text(row[column]) ?? ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Scroller>
    </ContentSection>
  )
}
