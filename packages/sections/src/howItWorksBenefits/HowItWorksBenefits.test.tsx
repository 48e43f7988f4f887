import { getDefaultNormalizer, render, screen, within } from '@testing-library/react'
import { malformed } from '../testing/landing.fixture'
import { howItWorksFixture } from '../testing/pages.fixture'
import { HowItWorksBenefits } from './HowItWorksBenefits'

const benefits = howItWorksFixture.benefits

// The copy keeps its non-breaking spaces ("249,99 €"), which the default matcher turns into spaces.
const verbatim = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) }

describe('HowItWorksBenefits', () => {
  it('renders four tiles with title, text and a decorative icon', () => {
    render(<HowItWorksBenefits content={benefits} />)
    const region = screen.getByRole('region', { name: benefits.heading! })
    const tiles = within(region).getAllByRole('listitem')
    expect(tiles).toHaveLength(4)
    tiles.forEach((tile, index) => {
      const { title, text, icon } = benefits.benefits![index]!
      expect(within(tile).getByRole('heading', { level: 3 })).toHaveTextContent(title!)
      expect(within(tile).getByText(text!, verbatim)).toBeInTheDocument()
      const svg = tile.querySelector('svg')
      expect(svg).toHaveAttribute('data-icon', icon)
      expect(svg).toHaveAttribute('aria-hidden', 'true')
    })
  })

  it('keeps a tile whose icon is unknown, without the icon', () => {
    const [first, ...rest] = benefits.benefits!
    render(
      <HowItWorksBenefits
        content={malformed({ ...benefits, benefits: [{ ...first, icon: 'rocketship' }, ...rest] })}
      />,
    )
    const tile = screen.getAllByRole('listitem')[0]!
    expect(tile).toHaveTextContent(first!.title!)
    expect(tile.querySelector('svg')).toBeNull()
  })

  it('renders nothing without benefits', () => {
    const { container } = render(
      <HowItWorksBenefits content={malformed({ ...benefits, benefits: 'x' })} />,
    )
    expect(container).toBeEmptyDOMElement()
  })
})
