import { stylesheet } from '../shared/stylesheet'
import type { CSSProperties } from 'react'
import { VisuallyHidden } from '@repo/ui'
import { TableScroller } from '../shared/TableScroller'
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
      <TableScroller className="comparison" labelledBy={captionId}>
        <table style={{ '--options': columns.length } as CSSProperties}>
          <VisuallyHidden as="caption" id={captionId}>
            {content.heading}
          </VisuallyHidden>
          <thead>
            <tr>
              <td />
              {columns.map((column) => (
                <th key={column._key} scope="col" data-product={column.isProduct ? '' : undefined}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row._key}>
                <th scope="row">{row.criterion}</th>
                {row.cells.map((cell, index) => (
                  <td key={cell._key} data-product={columns[index]?.isProduct ? '' : undefined}>
                    <span className="cell">
                      <LevelMeter level={cell.level} />
                      <span className="ui-visually-hidden">{legend[cell.level]}: </span>
                      <span>{cell.text}</span>
                    </span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
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
