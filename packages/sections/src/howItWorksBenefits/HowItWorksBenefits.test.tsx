import { getDefaultNormalizer, render, screen, within } from '@testing-library/react'
import { normalisedSection } from '../testing/fixtures'
import { howItWorksFixture } from '../testing/pages.fixture'
import { HowItWorksBenefits } from './HowItWorksBenefits'

const benefits = howItWorksFixture.benefits

// The copy keeps its non-breaking spaces ("249,99 €"), which the default matcher turns into spaces.
const verbatim = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) }

describe('HowItWorksBenefits', () => {
  it('renders four tiles with title, text and a decorative icon', () => {
    render(<HowItWorksBenefits content={benefits} />)
    const region = screen.getByRole('region', { name: benefits.heading })
    const tiles = within(region).getAllByRole('listitem')
    expect(tiles).toHaveLength(4)
    tiles.forEach((tile, index) => {
      const { title, text, icon } = benefits.benefits[index]!
      expect(within(tile).getByRole('heading', { level: 3 })).toHaveTextContent(title)
      expect(within(tile).getByText(text, verbatim)).toBeInTheDocument()
      const svg = tile.querySelector('svg')
      expect(svg).toHaveAttribute('data-icon', icon)
      expect(svg).toHaveAttribute('aria-hidden', 'true')
    })
  })

  it('leaves out a tile whose icon is unknown and keeps the others', () => {
    const [first, ...rest] = benefits.benefits
    const content = normalisedSection<'howItWorksBenefitsSection'>({
      ...benefits,
      benefits: [{ ...first, icon: 'rocketship' }, ...rest],
    })
    render(<HowItWorksBenefits content={content!} />)
    expect(screen.queryByRole('heading', { name: first!.title })).not.toBeInTheDocument()
    expect(screen.getAllByRole('listitem')).toHaveLength(rest.length)
  })

  it('renders nothing without benefits', () => {
    const { container } = render(<HowItWorksBenefits content={{ ...benefits, benefits: [] }} />)
    expect(container).toBeEmptyDOMElement()
  })
})
