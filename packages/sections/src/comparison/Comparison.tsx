/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   explicit table roles: the phone cards' display: block drops the implicit ones in some browsers */
import { stylesheet } from '../shared/stylesheet'
import type { CSSProperties } from 'react'
import { VisuallyHidden } from '@repo/ui'
import { hyphenate } from '../lib/hyphenate'
import { DataTable } from '../shared/DataTable'
import { LandingSection } from '../shared/LandingSection'
import type { SectionOf } from '../types'

const styles = stylesheet('comparison')

type Level = 'low' | 'medium' | 'high'
const levels: Level[] = ['low', 'medium', 'high']
const levelRank: Record<Level, number> = { low: 1, medium: 2, high: 3 }

/** Three bars, as many filled as the level; decorative, the level is in the text next to it. */
function LevelMeter({ level }: { level: Level }) {
  return (
    <span className="meter" data-rank={levelRank[level]} aria-hidden="true">
      <span />
      <span />
      <span />
    </span>
  )
}

interface ComparisonProps {
  content: SectionOf<'comparisonSection' | 'talentComparisonSection'>
}

/** Hiring or job-search options rated over six criteria, the product's column highlighted. */
export function Comparison({ content }: ComparisonProps) {
  const { columns, legend } = content
  // One rating per option, in the options' order: a row that lost a rating (broken content is
  // dropped where it is read) cannot say which option each of the others belongs to.
  const rows = content.rows.filter((row) => row.cells.length === columns.length)
  if (columns.length === 0 || rows.length === 0) return null
  const captionId = 'vergleich-caption'

  return (
    <LandingSection id="vergleich" intro={content}>
      <DataTable className="comparison" labelledBy={captionId}>
        <table role="table" style={{ '--options': columns.length } as CSSProperties}>
          <VisuallyHidden as="caption" id={captionId}>
            {content.heading}
          </VisuallyHidden>
          <thead role="rowgroup">
            <tr role="row">
              <td role="cell" />
              {columns.map((column, index) => (
                <th
                  key={index}
                  role="columnheader"
                  scope="col"
                  data-product={column.isProduct ? '' : undefined}
                >
                  {hyphenate(column.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.map((row, index) => (
              <tr key={index} role="row">
                <th role="rowheader" scope="row">
                  {hyphenate(row.criterion)}
                </th>
                {row.cells.map((cell, index) => (
                  <td
                    key={index}
                    role="cell"
                    data-label={columns[index]?.label}
                    data-product={columns[index]?.isProduct ? '' : undefined}
                  >
                    <span className="cell">
                      <LevelMeter level={cell.level} />
                      <span className="ui-visually-hidden">{legend[cell.level]}: </span>
                      <span>{hyphenate(cell.text)}</span>
                    </span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </DataTable>
      <ul className="legend" aria-hidden="true">
        {[...levels].reverse().map((level) => (
          <li key={level}>
            <LevelMeter level={level} />
            {legend[level]}
          </li>
        ))}
      </ul>
      {styles}
    </LandingSection>
  )
}
