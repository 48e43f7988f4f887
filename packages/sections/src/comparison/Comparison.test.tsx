import { render, screen, within } from '@testing-library/react'
import { normalisedSection } from '../testing/fixtures'
import { landingFixture } from '../testing/landing.fixture'
import { talentFixture } from '../testing/talent.fixture'
import type { SectionOf } from '../types'
import { Comparison } from './Comparison'

const comparison = landingFixture.comparison

type Content = SectionOf<'comparisonSection' | 'talentComparisonSection'>

/** A row's cells as the table should read them: the rating in words, then the cell's text. */
const ratedCells = ({ legend }: Content, row: Content['rows'][number]) =>
  row.cells.map((cell) => `${legend[cell.level]}: ${cell.text}`)

describe('Comparison', () => {
  it('renders a captioned table: four options over six criteria', () => {
    render(<Comparison content={comparison} />)
    const table = screen.getByRole('table', { name: comparison.heading })
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent)
    expect(columns).toHaveLength(4)
    expect(columns).toEqual(comparison.columns.map((column) => column.label))
    expect(within(table).getAllByRole('rowheader')).toHaveLength(6)
    expect(within(table).getAllByRole('cell')).toHaveLength(6 * 4 + 1)
  })

  it('states each rating in words, not only as coloured bars', () => {
    render(<Comparison content={comparison} />)
    for (const row of comparison.rows) {
      const tr = screen.getByRole('rowheader', { name: row.criterion }).closest('tr')!
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
    const table = screen.getByRole('table', { name: talents.heading })
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent)
    expect(columns).toHaveLength(3)
    expect(columns).toEqual(talents.columns.map((column) => column.label))
    for (const row of talents.rows) {
      const tr = within(table).getByRole('rowheader', { name: row.criterion }).closest('tr')!
      expect(
        within(tr)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(ratedCells(talents, row))
    }
  })

  it('names each cell’s option for the phone cards, the product’s cells marked to lead', () => {
    render(<Comparison content={comparison} />)
    for (const row of screen.getAllByRole('row').slice(1)) {
      const cells = within(row).getAllByRole('cell')
      expect(cells.map((cell) => cell.dataset.label)).toEqual(
        comparison.columns.map((column) => column.label),
      )
      expect(cells.map((cell) => cell.hasAttribute('data-product'))).toEqual(
        comparison.columns.map((column) => column.isProduct === true),
      )
    }
  })

  it('lets keyboard users scroll the table on narrow screens', () => {
    render(<Comparison content={comparison} />)
    const scroller = screen.getByRole('group', { name: comparison.heading })
    expect(scroller).toHaveAttribute('tabindex', '0')
    expect(scroller).toContainElement(screen.getByRole('table'))
  })

  it('leaves out a row that lost a rating rather than show the others under wrong options', () => {
    const [broken, ...others] = comparison.rows
    const cells = broken!.cells.map((cell, index) =>
      index === 1 ? { ...cell, level: 'bad' } : cell,
    )
    const content = normalisedSection<'comparisonSection'>({
      ...comparison,
      rows: [{ ...broken, cells }, ...others],
    })!
    render(<Comparison content={content} />)
    const criteria = screen.getAllByRole('rowheader').map((th) => th.textContent)
    expect(criteria).toEqual(others.map((row) => row.criterion))
  })

  it('is left out without a legend to name the ratings', () => {
    const legend = { ...comparison.legend, low: '' }
    expect(normalisedSection({ ...comparison, legend })).toBeUndefined()
  })

  it.each([
    ['no columns', { ...comparison, columns: [] }],
    ['no rows', { ...comparison, rows: [] }],
  ])('renders nothing for %s', (_case, content) => {
    expect(render(<Comparison content={content} />).container).toBeEmptyDOMElement()
  })
})
