import { render, screen } from '@testing-library/react'
import { normalisedSection } from '../testing/fixtures'
import { landingFixture } from '../testing/landing.fixture'
import { talentFixture } from '../testing/talent.fixture'
import { WhyUs } from './WhyUs'
import { asMatched } from '../testing/text'

const whyUs = landingFixture.whyUs

describe('WhyUs', () => {
  it('renders the three benefits with their icons in a named section', () => {
    const { container } = render(<WhyUs content={whyUs} />)
    expect(screen.getByRole('region', { name: whyUs.heading })).toBeInTheDocument()
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(titles).toEqual(['Speed', 'Kein Risiko', 'Effizienz'])
    for (const benefit of whyUs.benefits) {
      expect(screen.getByText(asMatched(benefit.text))).toBeInTheDocument()
    }
    expect(container.querySelectorAll('svg[data-icon]')).toHaveLength(3)
  })

  it('renders the four talent benefits the same way', () => {
    const { container } = render(<WhyUs content={talentFixture.benefits} />)
    expect(screen.getByRole('region', { name: talentFixture.benefits.heading })).toBeInTheDocument()
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(titles).toEqual([
      'Kein Bewerbungsstress',
      'Speed',
      'Fair & transparent',
      'Privat bis zum Match',
    ])
    expect(container.querySelectorAll('svg[data-icon]')).toHaveLength(4)
  })

  it('leaves out a benefit whose icon it cannot draw and keeps the others', () => {
    const [first, ...rest] = whyUs.benefits
    const benefits = [{ ...first, icon: 'rocket-ship' }, ...rest]
    render(<WhyUs content={normalisedSection<'whyUsSection'>({ ...whyUs, benefits })!} />)
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(titles).toEqual(rest.map((benefit) => benefit.title))
  })

  it.each([
    ['no heading', { ...whyUs, heading: null }],
    ['benefits that are not a list', { ...whyUs, benefits: 'Speed' }],
  ])('is left out with %s', (_case, content) => {
    expect(normalisedSection(content)).toBeUndefined()
  })

  it('renders nothing without benefits', () => {
    expect(render(<WhyUs content={{ ...whyUs, benefits: [] }} />).container).toBeEmptyDOMElement()
  })
})
