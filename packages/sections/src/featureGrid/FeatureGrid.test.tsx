import { render, screen, within } from '@testing-library/react'
import { explanationFixture as explanation, malformed } from '../testing/companyPages.fixture'
import { FeatureGrid } from './FeatureGrid'
import { asMatched } from '../testing/text'

const renderGrid = (content: unknown = explanation) =>
  render(<FeatureGrid id="kosten" content={malformed(content)} />)

describe('FeatureGrid', () => {
  it('renders every card with its icon in a region named by the heading', () => {
    const { container } = renderGrid()
    const region = screen.getByRole('region', { name: explanation.heading! })
    expect(region).toHaveAttribute('id', 'kosten')
    const cards = within(region).getAllByRole('listitem')
    expect(cards).toHaveLength(4)
    cards.forEach((card, index) => {
      const item = explanation.items![index]!
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(item.title!)
      expect(within(card).getByText(asMatched(item.description!))).toBeInTheDocument()
      expect(card.querySelector('svg[data-icon]')).toHaveAttribute('data-icon', item.icon)
    })
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
    const [first, second] = explanation.items!
    const items = [
      { ...first, icon: 'unicorn' },
      { ...second, title: null },
    ]
    const { container } = renderGrid({ ...explanation, items })
    expect(screen.getByRole('heading', { name: first!.title! })).toBeInTheDocument()
    expect(screen.queryByText(second!.description!)).not.toBeInTheDocument()
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
