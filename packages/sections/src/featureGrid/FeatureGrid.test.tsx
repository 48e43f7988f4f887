import { render, screen, within } from '@testing-library/react'
import { explanationFixture as explanation } from '../testing/companyPages.fixture'
import { normalisedSection } from '../testing/fixtures'
import { FeatureGrid } from './FeatureGrid'
import { asMatched } from '../testing/text'

const renderGrid = (content: typeof explanation) => render(<FeatureGrid content={content} />)

describe('FeatureGrid', () => {
  it('renders every card with its icon in a region named by the heading', () => {
    const { container } = renderGrid(explanation)
    const region = screen.getByRole('region', { name: explanation.heading })
    expect(region).toHaveAttribute('id', 'kosten')
    const cards = within(region).getAllByRole('listitem')
    expect(cards).toHaveLength(4)
    cards.forEach((card, index) => {
      const item = explanation.items[index]!
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(item.title)
      expect(within(card).getByText(asMatched(item.description))).toBeInTheDocument()
      expect(card.querySelector('svg[data-icon]')).toHaveAttribute('data-icon', item.icon)
    })
    expect(container.querySelectorAll('svg[data-icon]')).toHaveLength(4)
  })

  it('lays four cards out in rows of four and six in rows of three', () => {
    const { container, rerender } = renderGrid(explanation)
    expect(container.querySelector('ul')).toHaveAttribute('data-columns', '4')
    const six = [...explanation.items, ...explanation.items.slice(0, 2)].map((item, index) => ({
      ...item,
      _key: `k${index}`,
    }))
    rerender(<FeatureGrid content={{ ...explanation, items: six }} />)
    expect(container.querySelector('ul')).toHaveAttribute('data-columns', '3')
  })

  it('drops a card without a title or with an icon it cannot draw, and keeps the others', () => {
    const [first, second, ...others] = explanation.items
    const items = [{ ...first, icon: 'unicorn' }, { ...second, title: null }, ...others]
    renderGrid(normalisedSection<'featureGridSection'>({ ...explanation, items })!)
    expect(screen.queryByText(first!.description)).not.toBeInTheDocument()
    expect(screen.queryByText(second!.description)).not.toBeInTheDocument()
    expect(screen.getAllByRole('listitem')).toHaveLength(others.length)
  })

  it('is left out without a heading', () => {
    expect(normalisedSection({ ...explanation, heading: '' })).toBeUndefined()
  })

  it('renders nothing without cards', () => {
    expect(renderGrid({ ...explanation, items: [] }).container).toBeEmptyDOMElement()
  })
})
