import { render, screen, within } from '@testing-library/react'
import { comparisonFixture as comparison, malformed } from '../companyPages.fixture'
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
    expect(headers).toEqual(['Leistung', 'Basic', 'Premium Concierge'])
    const shortlist = within(table).getByRole('row', { name: /Shortlist/ })
    expect(within(shortlist).getByRole('rowheader')).toHaveTextContent('Shortlist')
    expect(
      within(shortlist)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['–', '5–10 vorqualifizierte Kandidaten'])
  })

  it('drops rows without a feature', () => {
    renderComparison({ ...comparison, rows: [...comparison.rows!, { _key: 'z', feature: null }] })
    expect(screen.getAllByRole('rowheader')).toHaveLength(2)
  })

  it.each([
    ['no content', null],
    ['no rows', { ...comparison, rows: null }],
    ['a missing column label', { ...comparison, premiumLabel: '' }],
  ])('renders nothing for %s', (_case, content) => {
    expect(renderComparison(content).container).toBeEmptyDOMElement()
  })
})
