import { render, screen, within } from '@testing-library/react'
import { explanationFixture as explanation, malformed } from '../companyPages.fixture'
import { FeatureGrid } from './FeatureGrid'

const renderGrid = (content: unknown = explanation) =>
  render(<FeatureGrid id="kosten" content={malformed(content)} />)

describe('FeatureGrid', () => {
  it('renders every card with its icon in a region named by the heading', () => {
    const { container } = renderGrid()
    const region = screen.getByRole('region', { name: explanation.heading! })
    expect(region).toHaveAttribute('id', 'kosten')
    const titles = within(region)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(titles).toEqual([
      'Keine versteckten Kosten',
      'Planbare Kosten',
      'ROI durch Geschwindigkeit',
      'Fair Use statt Lock-in-Preise',
    ])
    expect(screen.getByText('Keine Provision.')).toBeInTheDocument()
    expect(container.querySelectorAll('svg[data-icon]')).toHaveLength(4)
  })

  it('lays four cards out in rows of four and six in rows of three', () => {
    const { container, rerender } = renderGrid()
    expect(container.querySelector('ul')).toHaveAttribute('data-columns', '4')
    const six = [...explanation.items!, ...explanation.items!.slice(0, 2)].map((item, index) => ({
      ...item,
      _key: `k${index}`,
    }))
    rerender(<FeatureGrid id="kosten" content={{ ...explanation, items: six }} />)
    expect(container.querySelector('ul')).toHaveAttribute('data-columns', '3')
  })

  it('keeps a card whose icon it cannot draw, and drops one without a title', () => {
    const items = [
      { _key: 'x', icon: 'unicorn', title: 'Ohne Symbol', description: 'Text.' },
      { _key: 'y', icon: 'eye', title: null, description: 'Ohne Titel.' },
    ]
    const { container } = renderGrid({ ...explanation, items })
    expect(screen.getByRole('heading', { name: 'Ohne Symbol' })).toBeInTheDocument()
    expect(screen.queryByText('Ohne Titel.')).not.toBeInTheDocument()
    expect(container.querySelector('svg[data-icon]')).toBeNull()
  })

  it.each([
    ['no content', null],
    ['no heading', { ...explanation, heading: '' }],
    ['cards that are not a list', { ...explanation, items: 'Karten' }],
  ])('renders nothing for %s', (_case, content) => {
    expect(renderGrid(content).container).toBeEmptyDOMElement()
  })
})
