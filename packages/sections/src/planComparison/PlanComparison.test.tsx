import { render, screen, within } from '@testing-library/react'
import { comparisonFixture as comparison } from '../testing/companyPages.fixture'
import { normalisedSection } from '../testing/fixtures'
import { PlanComparison } from './PlanComparison'

const renderComparison = (content: typeof comparison) =>
  render(<PlanComparison content={content} />)

describe('PlanComparison', () => {
  it('is a table named by the heading: package columns, one row per feature', () => {
    renderComparison(comparison)
    const table = screen.getByRole('table', { name: comparison.heading })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual([
      comparison.featureLabel,
      comparison.basicLabel,
      comparison.premiumLabel,
    ])
    const rows = comparison.rows
    expect(within(table).getAllByRole('rowheader')).toHaveLength(rows.length)
    for (const row of rows) {
      const tableRow = within(table).getByRole('rowheader', { name: row.feature }).closest('tr')!
      expect(
        within(tableRow)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual([row.basic, row.premium])
    }
  })

  it('drops rows without a feature', () => {
    const { rows } = comparison
    const broken = { _key: 'z', feature: null, basic: 'Ja', premium: 'Ja' }
    renderComparison(
      normalisedSection<'planComparisonSection'>({ ...comparison, rows: [...rows, broken] })!,
    )
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(
      rows.map((row) => row.feature),
    )
  })

  it('is left out without a column label', () => {
    expect(normalisedSection({ ...comparison, premiumLabel: '' })).toBeUndefined()
  })

  it('renders nothing without rows', () => {
    expect(renderComparison({ ...comparison, rows: [] }).container).toBeEmptyDOMElement()
  })
})
