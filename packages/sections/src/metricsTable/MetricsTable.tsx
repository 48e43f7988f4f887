/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   explicit table roles: the phone cards' display: block drops the implicit ones in some browsers */
import type { SectionOf } from '../types'
import { ContentSection } from '../shared/ContentPage'
import { hyphenate } from '../lib/hyphenate'
import { DataTable } from '../shared/DataTable'
import { stylesheet } from '../shared/stylesheet'

const styles = stylesheet('metrics-table')

/** The columns after the metric's, in order; the product's is the last. */
const methodColumns = ['jobBoards', 'socialAds', 'headhunter', 'product'] as const

/** Marks the product's cells: highlighted, and first in each phone card (DataTable). */
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
      <DataTable className="metrics-table" labelledBy={captionId}>
        <table role="table">
          <caption id={captionId} className="ui-visually-hidden">
            {content.heading}
          </caption>
          <thead role="rowgroup">
            <tr role="row">
              <th role="columnheader" scope="col">
                {hyphenate(headers.metric)}
              </th>
              {methodColumns.map((column) => (
                <th key={column} role="columnheader" scope="col" data-product={productMark(column)}>
                  {hyphenate(headers[column])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.map((row, index) => (
              <tr key={index} role="row">
                <th role="rowheader" scope="row">
                  {hyphenate(row.metric)}
                </th>
                {methodColumns.map((column) => (
                  <td
                    key={column}
                    role="cell"
                    data-label={headers[column]}
                    data-product={productMark(column)}
                  >
                    {hyphenate(row[column])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </DataTable>
      {styles}
    </ContentSection>
  )
}
