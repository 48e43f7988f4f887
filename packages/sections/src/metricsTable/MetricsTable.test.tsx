import { render, screen, within } from '@testing-library/react'
import { normalisedSection } from '../testing/fixtures'
import { companyComparisonFixture } from '../testing/pages.fixture'
import { MetricsTable } from './MetricsTable'

const metrics = companyComparisonFixture.metrics

describe('MetricsTable', () => {
  it('renders a captioned table: metric, job boards, social ads, headhunter, product', () => {
    render(<MetricsTable content={metrics} />)
    const table = screen.getByRole('table', { name: metrics.heading })
    const { headers, rows } = metrics
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      headers.metric,
      headers.jobBoards,
      headers.socialAds,
      headers.headhunter,
      headers.product,
    ])
    expect(within(table).getAllByRole('rowheader')).toHaveLength(rows.length)
    for (const row of rows) {
      const tableRow = within(table).getByRole('rowheader', { name: row.metric }).closest('tr')!
      expect(
        within(tableRow)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual([row.jobBoards, row.socialAds, row.headhunter, row.product])
    }
  })

  it('names each cell’s column for the phone cards, the product’s cells marked to lead', () => {
    render(<MetricsTable content={metrics} />)
    const { headers } = metrics
    for (const row of screen.getAllByRole('row').slice(1)) {
      const cells = within(row).getAllByRole('cell')
      expect(cells.map((cell) => cell.dataset.label)).toEqual([
        headers.jobBoards,
        headers.socialAds,
        headers.headhunter,
        headers.product,
      ])
      expect(cells.map((cell) => cell.hasAttribute('data-product'))).toEqual([
        false,
        false,
        false,
        true,
      ])
    }
  })

  it('sits in a focusable, named scroll container that clips the hidden caption', () => {
    render(<MetricsTable content={metrics} />)
    const scroller = screen.getByRole('group', { name: metrics.heading })
    expect(scroller).toHaveAttribute('tabindex', '0')
    expect(scroller).toContainElement(screen.getByRole('table'))
    // The stylesheet positions it and lets it scroll sideways (jest stubs CSS, so the class it is).
    expect(scroller).toHaveClass('metrics-table')
  })

  it('leaves out a row with a missing value and keeps the others', () => {
    const [first, ...rest] = metrics.rows
    const rows = [{ ...first, socialAds: null }, ...rest]
    render(
      <MetricsTable content={normalisedSection<'metricsTableSection'>({ ...metrics, rows })!} />,
    )
    expect(screen.queryByRole('rowheader', { name: first!.metric })).not.toBeInTheDocument()
    expect(screen.getAllByRole('rowheader')).toHaveLength(rest.length)
  })

  it('is left out when a column has no name', () => {
    const headers = { ...metrics.headers, product: '' }
    expect(normalisedSection({ ...metrics, headers })).toBeUndefined()
  })

  it('renders nothing without rows', () => {
    const { container } = render(<MetricsTable content={{ ...metrics, rows: [] }} />)
    expect(container).toBeEmptyDOMElement()
  })
})
