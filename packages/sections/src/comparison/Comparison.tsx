import type { CSSProperties } from 'react'
import { VisuallyHidden } from '@repo/ui'
import { entries, list, text } from '../guards'
import { TableScroller } from '../shared/TableScroller'
import { LandingSection } from '../shared/LandingSection'
import type { SectionOf } from '../types'
import './Comparison.css'

type Level = 'low' | 'medium' | 'high'
const levels: Level[] = ['low', 'medium', 'high']
const levelRank: Record<Level, number> = { low: 1, medium: 2, high: 3 }
const isLevel = (value: unknown): value is Level => levels.includes(value as Level)

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
  const heading = text(content?.heading)
  const columns = entries(content?.columns).filter((column) => text(column.label))
  const rows = entries(content?.rows).filter((row) => text(row.criterion))
  if (!content || !heading || columns.length === 0 || rows.length === 0) return null
  const legend = content.legend
  const captionId = 'vergleich-caption'

  return (
    <LandingSection id="vergleich" intro={{ ...content, heading }}>
      <TableScroller className="comparison" labelledBy={captionId}>
        <table style={{ '--options': columns.length } as CSSProperties}>
          <VisuallyHidden as="caption" id={captionId}>
            {heading}
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
            {rows.map((row) => {
              // By position, not filtered: a broken cell must not shift the others into wrong columns.
              const cells = list(row.cells)
              return (
                <tr key={row._key}>
                  <th scope="row">{row.criterion}</th>
                  {columns.map((column, index) => {
                    const entry = cells[index]
                    const cell = typeof entry === 'object' && entry !== null ? entry : undefined
                    const level = isLevel(cell?.level) ? cell.level : undefined
                    const levelLabel = level ? text(legend?.[level]) : undefined
                    return (
                      <td key={column._key} data-product={column.isProduct ? '' : undefined}>
                        <span className="cell">
                          {level ? <LevelMeter level={level} /> : null}
                          {levelLabel ? (
                            <span className="ui-visually-hidden">{levelLabel}: </span>
                          ) : null}
                          {text(cell?.text) ? <span>{cell?.text}</span> : null}
                        </span>
                      </td>
                    )
                  })}
                </tr>
              )
            })}
          </tbody>
        </table>
      </TableScroller>
      {levels.some((level) => text(legend?.[level])) ? (
        <ul className="legend" aria-hidden="true">
          {[...levels].reverse().map((level) =>
            text(legend?.[level]) ? (
              <li key={level}>
                <LevelMeter level={level} />
                {legend?.[level]}
              </li>
            ) : null,
          )}
        </ul>
      ) : null}
    </LandingSection>
  )
}
