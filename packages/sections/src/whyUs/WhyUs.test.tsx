import { render, screen } from '@testing-library/react'
import { landingFixture, malformed } from '../testing/landing.fixture'
import { talentFixture } from '../testing/talent.fixture'
import { WhyUs } from './WhyUs'
import { asMatched } from '../testing/text'

const whyUs = landingFixture.whyUs

describe('WhyUs', () => {
  it('renders the three benefits with their icons in a named section', () => {
    const { container } = render(<WhyUs content={whyUs} />)
    expect(screen.getByRole('region', { name: whyUs.heading! })).toBeInTheDocument()
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(titles).toEqual(['Speed', 'Kein Risiko', 'Effizienz'])
    for (const benefit of whyUs.benefits!) {
      expect(screen.getByText(asMatched(benefit.text!))).toBeInTheDocument()
    }
    expect(container.querySelectorAll('svg[data-icon]')).toHaveLength(3)
  })

  it('renders the four talent benefits the same way', () => {
    const { container } = render(<WhyUs content={talentFixture.benefits} />)
    expect(
      screen.getByRole('region', { name: talentFixture.benefits.heading! }),
    ).toBeInTheDocument()
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(titles).toEqual([
      'Kein Bewerbungsstress',
      'Speed',
      'Fair & transparent',
      'Privat bis zum Match',
    ])
    expect(container.querySelectorAll('svg[data-icon]')).toHaveLength(4)
  })

  it('leaves out an icon it cannot draw, not the benefit', () => {
    const benefits = [{ _key: 'x', title: 'Speed', text: 'Schnell.', icon: 'rocket-ship' }]
    const { container } = render(<WhyUs content={malformed({ ...whyUs, benefits })} />)
    expect(screen.getByRole('heading', { name: 'Speed' })).toBeInTheDocument()
    expect(container.querySelector('svg[data-icon]')).toBeNull()
  })

  it.each([
    ['no content', null],
    ['no heading', { ...whyUs, heading: null }],
    ['benefits that are not a list', { ...whyUs, benefits: 'Speed' }],
  ])('renders nothing for %s', (_case, content) => {
    expect(render(<WhyUs content={malformed(content)} />).container).toBeEmptyDOMElement()
  })
})
