import { render, screen, within } from '@testing-library/react'
import { landingFixture, malformed } from '../testing/landing.fixture'
import { talentFixture } from '../testing/talent.fixture'
import type { SectionOf } from '../types'
import { Comparison } from './Comparison'

const comparison = landingFixture.comparison

type Content = NonNullable<SectionOf<'comparisonSection' | 'talentComparisonSection'>>

/** A row's cells as the table should read them: the rating in words, then the cell's text. */
const ratedCells = ({ legend }: Content, row: NonNullable<Content['rows']>[number]) =>
  row.cells!.map((cell) => `${legend![cell.level!]}: ${cell.text}`)

describe('Comparison', () => {
  it('renders a captioned table: four options over six criteria', () => {
    render(<Comparison content={comparison} />)
    const table = screen.getByRole('table', { name: comparison.heading! })
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent)
    expect(columns).toHaveLength(4)
    expect(columns).toEqual(comparison.columns!.map((column) => column.label))
    expect(within(table).getAllByRole('rowheader')).toHaveLength(6)
    expect(within(table).getAllByRole('cell')).toHaveLength(6 * 4 + 1)
  })

  it('states each rating in words, not only as coloured bars', () => {
    render(<Comparison content={comparison} />)
    for (const row of comparison.rows!) {
      const tr = screen.getByRole('rowheader', { name: row.criterion! }).closest('tr')!
      expect(
        within(tr)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(ratedCells(comparison, row))
    }
  })

  it('compares as many options as content gives: three for talents', () => {
    const talents = talentFixture.comparison
    render(<Comparison content={talents} />)
    const table = screen.getByRole('table', { name: talents.heading! })
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent)
    expect(columns).toHaveLength(3)
    expect(columns).toEqual(talents.columns!.map((column) => column.label))
    for (const row of talents.rows!) {
      const tr = within(table).getByRole('rowheader', { name: row.criterion! }).closest('tr')!
      expect(
        within(tr)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(ratedCells(talents, row))
    }
  })

  it('lets keyboard users scroll the table on narrow screens', () => {
    render(<Comparison content={comparison} />)
    const scroller = screen.getByRole('group', { name: comparison.heading! })
    expect(scroller).toHaveAttribute('tabindex', '0')
    expect(scroller).toContainElement(screen.getByRole('table'))
  })

  it('keeps rows aligned when a row misses cells', () => {
    const [row] = comparison.rows!
    const cell = { ...row!.cells![1], level: 'bad' }
    render(
      <Comparison
        content={malformed({ ...comparison, rows: [{ ...row, cells: [null, cell] }] })}
      />,
    )
    const cells = within(screen.getByRole('rowheader').closest('tr')!).getAllByRole('cell')
    expect(cells.map((td) => td.textContent)).toEqual(['', cell.text, '', ''])
  })

  it.each([
    ['no content', null],
    ['no columns', { ...comparison, columns: [] }],
    ['rows that are not a list', { ...comparison, rows: {} }],
  ])('renders nothing for %s', (_case, content) => {
    expect(render(<Comparison content={malformed(content)} />).container).toBeEmptyDOMElement()
  })
})
