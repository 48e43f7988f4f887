import { render, screen, within } from '@testing-library/react'
import { malformed, statsFixture as stats } from '../testing/companyPages.fixture'
import { Stats } from './Stats'

const renderStats = (content: unknown = stats) =>
  render(<Stats id="zahlen" content={malformed(content)} />)

describe('Stats', () => {
  it('pairs each figure with its label, as written in content', () => {
    renderStats()
    const region = screen.getByRole('region', { name: stats.heading! })
    const terms = within(region)
      .getAllByRole('term')
      .map((term) => term.textContent)
    const values = within(region)
      .getAllByRole('definition')
      .map((value) => value.textContent)
    expect(terms).toEqual(['geprüfte Sales-Profile', 'geführte Interviews', 'Kundenzufriedenheit'])
    expect(values).toEqual(['500+', '10.000+', '4,8/5'])
  })

  it('drops a figure without a label', () => {
    renderStats({ ...stats, stats: [...stats.stats!, { _key: 'x', value: '200+', label: null }] })
    expect(screen.queryByText('200+')).not.toBeInTheDocument()
  })

  it.each([
    ['no content', null],
    ['no heading', { ...stats, heading: null }],
    ['no figures', { ...stats, stats: [] }],
  ])('renders nothing for %s', (_case, content) => {
    expect(renderStats(content).container).toBeEmptyDOMElement()
  })
})
