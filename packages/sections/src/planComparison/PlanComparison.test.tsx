import { render, screen, within } from '@testing-library/react'
import { comparisonFixture as comparison, malformed } from '../testing/companyPages.fixture'
import { PlanComparison } from './PlanComparison'

const renderComparison = (content: unknown = comparison) =>
  render(<PlanComparison id="basic-vs-premium" content={malformed(content)} />)

describe('PlanComparison', () => {
  it('is a table named by the heading: package columns, one row per feature', () => {
    renderComparison()
    const table = screen.getByRole('table', { name: comparison.heading! })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual([
      comparison.featureLabel,
      comparison.basicLabel,
      comparison.premiumLabel,
    ])
    const rows = comparison.rows!
    expect(within(table).getAllByRole('rowheader')).toHaveLength(rows.length)
    for (const row of rows) {
      const tableRow = within(table).getByRole('rowheader', { name: row.feature! }).closest('tr')!
      expect(
        within(tableRow)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual([row.basic, row.premium])
    }
  })

  it('drops rows without a feature', () => {
    const rows = comparison.rows!
    renderComparison({ ...comparison, rows: [...rows, { _key: 'z', feature: null }] })
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(
      rows.map((row) => row.feature),
    )
  })

  it.each([
    ['no content', null],
    ['no rows', { ...comparison, rows: null }],
    ['a missing column label', { ...comparison, premiumLabel: '' }],
  ])('renders nothing for %s', (_case, content) => {
    expect(renderComparison(content).container).toBeEmptyDOMElement()
  })
})
