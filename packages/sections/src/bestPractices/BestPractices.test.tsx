import { render, screen, within } from '@testing-library/react'
import { normalisedSection } from '../testing/fixtures'
import { interviewQuestionsFixture } from '../testing/resources.fixture'
import { BestPractices } from './BestPractices'

const section = interviewQuestionsFixture.bestPractices

describe('BestPractices', () => {
  it('renders the practices as a numbered list in a named section', () => {
    render(<BestPractices content={section} />)
    const region = screen.getByRole('region', { name: section.heading })
    const list = region.querySelector('ol')
    expect(list).toBeInTheDocument()
    const items = within(list!).getAllByRole('listitem')
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(section.items.map((item) => item.title))
    items.forEach((item, index) => {
      expect(within(item).getByText(section.items[index]!.text)).toBeInTheDocument()
    })
  })

  it('skips a practice without title', () => {
    const [first, second] = section.items
    const items = [null, { ...second, title: null }, first]
    render(
      <BestPractices content={normalisedSection<'bestPracticesSection'>({ ...section, items })!} />,
    )
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
    expect(screen.queryByText(second!.text)).not.toBeInTheDocument()
  })

  it('is left out without a heading', () => {
    expect(normalisedSection({ ...section, heading: ' ' })).toBeUndefined()
  })

  it('renders nothing without practices', () => {
    const { container } = render(<BestPractices content={{ ...section, items: [] }} />)
    expect(container).toBeEmptyDOMElement()
  })
})
