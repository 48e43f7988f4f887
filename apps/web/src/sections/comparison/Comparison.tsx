import styled, { css } from 'styled-components'
import { VisuallyHidden, media, tokens as t } from '@repo/ui'
import { entries, list, text } from '../guards'
import { LandingSection } from '../shared/LandingSection'
import type { SectionContent } from '../types'

type Level = 'low' | 'medium' | 'high'
const levels: Level[] = ['low', 'medium', 'high']
const levelRank: Record<Level, number> = { low: 1, medium: 2, high: 3 }
const isLevel = (value: unknown): value is Level => levels.includes(value as Level)

/* Three bars, as many filled as the rank (`data-rank`); shared by the table and its legend. */
const meterCss = css`
  .meter {
    display: inline-flex;
    gap: 3px;
  }

  .meter > span {
    width: 1.25rem;
    height: 0.375rem;
    border-radius: ${t.radius.full};
    background: ${t.color.borderStrong};
  }

  .meter[data-rank='1'] > span:first-child {
    background: ${t.color.destructive};
  }

  .meter[data-rank='2'] > span:nth-child(-n + 2) {
    background: ${t.color.accent};
  }

  .meter[data-rank='3'] > span {
    background: ${t.color.success};
  }
`

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
`

/* Wide enough for every option's text; narrower screens scroll the table sideways. */
const Table = styled.table<{ $options: number }>`
  width: 100%;
  min-width: ${({ $options }) => 8 + $options * 8.5}rem;
  font-size: ${t.fontSize.sm};
  line-height: 1.45;

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
    color: ${t.color.fg};
    font-size: ${t.fontSize.base};
    font-weight: ${t.fontWeight.semibold};
    vertical-align: bottom;
  }

  tbody th {
    font-weight: ${t.fontWeight.semibold};
  }

  ${media.md} {
    th,
    td {
      padding: ${t.space[4]} ${t.space[5]};
    }
  }

  /* The criteria stay in view while the options scroll past; narrow, so phones see an option. */
  tr > :first-child {
    position: sticky;
    inset-inline-start: 0;
    z-index: 1;
    width: clamp(7.5rem, 28vw, 12rem);
    background: ${t.color.surface};
    box-shadow: inset -1px 0 0 ${t.color.border};
  }

  [data-product] {
    background: ${t.color.primarySoft};
    color: ${t.color.fg};
  }

  thead [data-product] {
    color: ${t.color.primarySoftFg};
    box-shadow: inset 0 3px 0 ${t.color.primary};
  }

  .cell {
    display: flex;
    flex-direction: column;
    gap: ${t.space[2]};
  }

  ${meterCss}
`

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${t.space[3]} ${t.space[6]};
  margin: ${t.space[5]} 0 0;
  padding: 0;
  list-style: none;
  color: ${t.color.fgMuted};
  font-size: ${t.fontSize.sm};

  & li {
    display: inline-flex;
    align-items: center;
    gap: ${t.space[2]};
  }

  ${meterCss}
`

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
  content: SectionContent<'comparison'>
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
      <Scroller role="group" aria-labelledby={captionId} tabIndex={0}>
        <Table $options={columns.length}>
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
        </Table>
      </Scroller>
      {levels.some((level) => text(legend?.[level])) ? (
        <Legend aria-hidden="true">
          {[...levels].reverse().map((level) =>
            text(legend?.[level]) ? (
              <li key={level}>
                <LevelMeter level={level} />
                {legend?.[level]}
              </li>
            ) : null,
          )}
        </Legend>
      ) : null}
    </LandingSection>
  )
}
