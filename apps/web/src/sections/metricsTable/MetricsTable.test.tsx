import { render, screen, within } from '@testing-library/react'
import { malformed } from '../landing.fixture'
import { companyComparisonFixture } from '../pages.fixture'
import { MetricsTable } from './MetricsTable'

const metrics = companyComparisonFixture.metrics

describe('MetricsTable', () => {
  it('renders a captioned table: metric, job boards, social ads, headhunter, product', () => {
    render(<MetricsTable content={metrics} />)
    const table = screen.getByRole('table', { name: 'Die wichtigsten Kennzahlen im Überblick' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Kennzahl', 'Jobbörsen', 'Social Ads', 'Headhunter', 'SalesSwipe'])
    const row = within(table).getByRole('rowheader', { name: 'Time-to-Hire' }).closest('tr')!
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Ø 45 Tage', 'Ø 35 Tage', 'Ø 60 Tage', 'Ø 7 Tage'])
  })

  it('sits in a focusable, named scroll container that clips the hidden caption', () => {
    render(<MetricsTable content={metrics} />)
    const scroller = screen.getByRole('group', { name: 'Die wichtigsten Kennzahlen im Überblick' })
    expect(scroller).toHaveAttribute('tabindex', '0')
    expect(scroller).toContainElement(screen.getByRole('table'))
    // The stylesheet positions it and lets it scroll sideways (jest stubs CSS, so the class it is).
    expect(scroller).toHaveClass('metrics-table')
  })

  it('keeps cells in their columns when a value is missing', () => {
    const rows = [{ _key: 'x', metric: 'Aufwand', jobBoards: 'hoch', socialAds: null }]
    render(<MetricsTable content={malformed({ ...metrics, rows })} />)
    const cells = within(screen.getByRole('rowheader').closest('tr')!).getAllByRole('cell')
    expect(cells.map((cell) => cell.textContent)).toEqual(['hoch', '', '', ''])
  })

  it.each([
    ['no content', null],
    ['a column without a name', { ...metrics, headers: { ...metrics?.headers, product: '' } }],
    ['no rows', { ...metrics, rows: [] }],
  ])('renders nothing for %s', (_case, content) => {
    expect(render(<MetricsTable content={malformed(content)} />).container).toBeEmptyDOMElement()
  })
})
