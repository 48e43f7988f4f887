import { render, screen, within } from '@testing-library/react'
import { statsFixture as stats } from '../testing/companyPages.fixture'
import { normalisedSection } from '../testing/fixtures'
import { Stats } from './Stats'

const renderStats = (content = stats) => render(<Stats content={content} />)

describe('Stats', () => {
  it('pairs each figure with its label, as written in content', () => {
    renderStats()
    const region = screen.getByRole('region', { name: stats.heading })
    const terms = within(region)
      .getAllByRole('term')
      .map((term) => term.textContent)
    const values = within(region)
      .getAllByRole('definition')
      .map((value) => value.textContent)
    expect(terms).toEqual(['geprüfte Sales-Profile', 'geführte Interviews', 'Kundenzufriedenheit'])
    expect(values).toEqual(['500+', '10.000+', '4,8/5'])
  })

  it('drops a figure without a label and keeps the others', () => {
    const broken = { _key: 'x', value: '200+', label: null }
    renderStats(normalisedSection<'statsSection'>({ ...stats, stats: [...stats.stats, broken] })!)
    expect(screen.queryByText('200+')).not.toBeInTheDocument()
    expect(screen.getAllByRole('definition')).toHaveLength(stats.stats.length)
  })

  it('is left out without a heading', () => {
    expect(normalisedSection({ ...stats, heading: ' ' })).toBeUndefined()
  })

  it('renders nothing without figures', () => {
    expect(renderStats({ ...stats, stats: [] }).container).toBeEmptyDOMElement()
  })
})
