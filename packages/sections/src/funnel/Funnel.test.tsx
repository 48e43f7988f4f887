import { render, screen, within } from '@testing-library/react'
import { normalisedSection } from '../testing/fixtures'
import { landingFixture } from '../testing/landing.fixture'
import { Funnel } from './Funnel'

const funnel = landingFixture.funnel

describe('Funnel', () => {
  it('renders the four stages in order with German percentages', () => {
    render(<Funnel content={funnel} />)
    const stages = within(screen.getByRole('region')).getAllByRole('listitem')
    expect(stages.map((stage) => stage.textContent?.replace(/\s/g, ' '))).toEqual([
      expect.stringMatching(/^100 %Profil- und Jobdaten/),
      expect.stringMatching(/^40 %Aktiv angesehen/),
      expect.stringMatching(/^10 %Match/),
      expect.stringMatching(/^1,5 %Vollständig gematcht/),
    ])
  })

  it('skips a stage whose percentage is not a number', () => {
    const broken = { _key: 'x', percent: '40', label: 'Kaputt', text: 'Kaputt.' }
    const stages = [broken, ...funnel.stages]
    render(<Funnel content={normalisedSection<'funnelSection'>({ ...funnel, stages })!} />)
    expect(screen.queryByText('Kaputt')).not.toBeInTheDocument()
    expect(screen.getAllByRole('listitem')).toHaveLength(funnel.stages.length)
  })

  it('renders nothing without stages', () => {
    const { container } = render(<Funnel content={{ ...funnel, stages: [] }} />)
    expect(container).toBeEmptyDOMElement()
  })
})
