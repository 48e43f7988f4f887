import { render, screen, within } from '@testing-library/react'
import { malformed } from '../landing.fixture'
import { howItWorksFixture } from '../pages.fixture'
import { HowItWorksBenefits } from './HowItWorksBenefits'

const benefits = howItWorksFixture.benefits

describe('HowItWorksBenefits', () => {
  it('renders four tiles with title, text and a decorative icon', () => {
    render(<HowItWorksBenefits content={benefits} />)
    const region = screen.getByRole('region', {
      name: 'Warum Unternehmen mit SalesSwipe schneller einstellen',
    })
    const tiles = within(region).getAllByRole('listitem')
    expect(tiles).toHaveLength(4)
    expect(within(tiles[1]!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Planbare Kosten',
    )
    expect(within(tiles[1]!).getByText('Ein festes Abo.')).toBeInTheDocument()
    expect(tiles[1]!.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  })

  it('keeps a tile whose icon is unknown, without the icon', () => {
    const [first, ...rest] = benefits?.benefits ?? []
    render(
      <HowItWorksBenefits
        content={malformed({ ...benefits, benefits: [{ ...first, icon: 'rocketship' }, ...rest] })}
      />,
    )
    const tile = screen.getAllByRole('listitem')[0]!
    expect(tile).toHaveTextContent('Schnell')
    expect(tile.querySelector('svg')).toBeNull()
  })

  it('renders nothing without benefits', () => {
    const { container } = render(
      <HowItWorksBenefits content={malformed({ ...benefits, benefits: 'x' })} />,
    )
    expect(container).toBeEmptyDOMElement()
  })
})
