import { render, screen, within } from '@testing-library/react'
import { malformed } from '../testing/landing.fixture'
import { companyComparisonFixture } from '../testing/pages.fixture'
import { MetricsTable } from './MetricsTable'

const metrics = companyComparisonFixture.metrics

describe('MetricsTable', () => {
  it('renders a captioned table: metric, job boards, social ads, headhunter, product', () => {
    render(<MetricsTable content={metrics} />)
    const table = screen.getByRole('table', { name: metrics.heading! })
    const { headers, rows } = metrics
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      headers?.metric,
      headers?.jobBoards,
      headers?.socialAds,
      headers?.headhunter,
      headers?.product,
    ])
    expect(within(table).getAllByRole('rowheader')).toHaveLength(rows!.length)
    for (const row of rows!) {
      const tableRow = within(table).getByRole('rowheader', { name: row.metric! }).closest('tr')!
      expect(
        within(tableRow)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual([row.jobBoards, row.socialAds, row.headhunter, row.product])
    }
  })

  it('sits in a focusable, named scroll container that clips the hidden caption', () => {
    render(<MetricsTable content={metrics} />)
    const scroller = screen.getByRole('group', { name: metrics.heading! })
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
