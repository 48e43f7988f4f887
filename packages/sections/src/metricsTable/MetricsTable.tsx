import { stylesheet } from '../shared/stylesheet'
import type { SectionOf } from '../types'
import { ContentSection } from '../shared/ContentPage'
import { TableScroller } from '../shared/TableScroller'

const styles = stylesheet('metrics-table')

/** The columns after the metric's, in order; the product's is the last. */
const methodColumns = ['jobBoards', 'socialAds', 'headhunter', 'product'] as const

/** Marks the product's cells: highlighted, and kept in view on narrow screens (TableScroller). */
const productMark = (column: (typeof methodColumns)[number]) =>
  column === 'product' ? '' : undefined

interface MetricsTableProps {
  content: SectionOf<'metricsTableSection'>
}

/** Key figures (cost, time to hire, effort …) of the four ways to hire, as an accessible table. */
export function MetricsTable({ content }: MetricsTableProps) {
  const { headers, rows } = content
  if (rows.length === 0) return null
  const captionId = 'kennzahlen-caption'

  return (
    <ContentSection id="kennzahlen" intro={content}>
      <TableScroller className="metrics-table" labelledBy={captionId}>
        <table>
          <caption id={captionId} className="ui-visually-hidden">
            {content.heading}
          </caption>
          <thead>
            <tr>
              <th scope="col">{headers.metric}</th>
              {methodColumns.map((column) => (
                <th key={column} scope="col" data-product={productMark(column)}>
                  {headers[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row._key}>
                <th scope="row">{row.metric}</th>
                {methodColumns.map((column) => (
                  <td key={column} data-product={productMark(column)}>
                    {row[column]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      {styles}
    </ContentSection>
  )
}
