import { render, screen, within } from '@testing-library/react'
import { landingFixture, malformed } from '../landing.fixture'
import { talentFixture } from '../talent.fixture'
import { Comparison } from './Comparison'

const comparison = landingFixture.comparison

describe('Comparison', () => {
  it('renders a captioned table: four options over six criteria', () => {
    render(<Comparison content={comparison} />)
    const table = screen.getByRole('table', { name: 'SalesSwipe im Vergleich' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Jobbörsen', 'Social Ads', 'Headhunter', 'SalesSwipe'])
    expect(within(table).getAllByRole('rowheader')).toHaveLength(6)
    expect(within(table).getAllByRole('cell')).toHaveLength(6 * 4 + 1)
  })

  it('states each rating in words, not only as coloured bars', () => {
    render(<Comparison content={comparison} />)
    const row = screen.getByRole('rowheader', { name: 'Aufwand' }).closest('tr')!
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Schwach: Jobbörsen 2',
      'Schwach: Social Ads 2',
      'Mittel: Headhunter 2',
      'Stark: SalesSwipe 2',
    ])
  })

  it('compares as many options as content gives: three for talents', () => {
    render(<Comparison content={talentFixture.comparison} />)
    const table = screen.getByRole('table', { name: 'Jobbörse, Headhunter oder SalesSwipe?' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Jobbörsen', 'Headhunter', 'SalesSwipe'])
    const row = within(table).getByRole('rowheader', { name: 'Ghosting' }).closest('tr')!
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Schwach: Jobbörsen 3', 'Mittel: Headhunter 3', 'Stark: SalesSwipe 3'])
  })

  it('lets keyboard users scroll the table on narrow screens', () => {
    render(<Comparison content={comparison} />)
    const scroller = screen.getByRole('group', { name: 'SalesSwipe im Vergleich' })
    expect(scroller).toHaveAttribute('tabindex', '0')
    expect(scroller).toContainElement(screen.getByRole('table'))
  })

  it('keeps rows aligned when a row misses cells', () => {
    const rows = [
      { _key: 'r', criterion: 'Aufwand', cells: [null, { _key: 'x', level: 'bad', text: 'Hoch' }] },
    ]
    render(<Comparison content={malformed({ ...comparison, rows })} />)
    const cells = within(screen.getByRole('rowheader').closest('tr')!).getAllByRole('cell')
    expect(cells.map((cell) => cell.textContent)).toEqual(['', 'Hoch', '', ''])
  })

  it.each([
    ['no content', null],
    ['no columns', { ...comparison, columns: [] }],
    ['rows that are not a list', { ...comparison, rows: {} }],
  ])('renders nothing for %s', (_case, content) => {
    expect(render(<Comparison content={malformed(content)} />).container).toBeEmptyDOMElement()
  })
})
