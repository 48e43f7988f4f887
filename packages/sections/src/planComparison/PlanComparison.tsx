/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   explicit table roles: the phone cards' display: block drops the implicit ones in some browsers */
import { anchor, bandTone } from '../props'
import type { SectionOf } from '../types'
import { hyphenate } from '../lib/hyphenate'
import { Band } from '../shared/Band'
import { DataTable } from '../shared/DataTable'
import { stylesheet } from '../shared/stylesheet'

const styles = stylesheet('plan-comparison')

interface PlanComparisonProps {
  content: SectionOf<'planComparisonSection'>
}

/** Basic vs Premium as a table: one row per feature; on phones a card per feature, Premium first. */
export function PlanComparison({ content }: PlanComparisonProps) {
  const id = anchor(content, 'pakete')
  if (content.rows.length === 0) return null
  const headingId = `${id}-heading`

  return (
    <Band className="plan-comparison" id={id} tone={bandTone(content)} intro={content}>
      <DataTable className="plans" labelledBy={headingId}>
        <table role="table" aria-labelledby={headingId}>
          <thead role="rowgroup">
            <tr role="row">
              <th role="columnheader" scope="col">
                {hyphenate(content.featureLabel)}
              </th>
              <th role="columnheader" scope="col">
                {hyphenate(content.basicLabel)}
              </th>
              <th role="columnheader" scope="col" data-product="">
                {hyphenate(content.premiumLabel)}
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {content.rows.map((row, index) => (
              <tr key={index} role="row">
                <th role="rowheader" scope="row">
                  {hyphenate(row.feature)}
                </th>
                <td role="cell" data-label={content.basicLabel}>
                  {hyphenate(row.basic)}
                </td>
                <td role="cell" data-label={content.premiumLabel} data-product="">
                  {hyphenate(row.premium)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </DataTable>
      {styles}
    </Band>
  )
}
