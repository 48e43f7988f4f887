import { render, screen, within } from '@testing-library/react'
import { normalisedSection } from '../testing/fixtures'
import { landingFixture } from '../testing/landing.fixture'
import { talentFixture } from '../testing/talent.fixture'
import { Process } from './Process'

const process = landingFixture.process

describe('Process', () => {
  it('renders the three steps in order with duration, text and points', () => {
    const { container } = render(<Process content={process} />)
    const steps = [...container.querySelectorAll<HTMLElement>('ol > li')]
    expect(steps).toHaveLength(3)
    expect(within(steps[0]!).getByRole('heading')).toHaveTextContent('Talente ansehen')
    expect(within(steps[1]!).getByText('1–3 Tage')).toBeInTheDocument()
    expect(within(steps[1]!).getByText(/24–48 Stunden/)).toBeInTheDocument()
    expect(within(steps[2]!).getByText('Verträge übernehmen wir')).toBeInTheDocument()
  })

  it('takes the anchor editors set, named by its heading (the talents’ start)', () => {
    render(<Process content={talentFixture.start} />)
    const region = screen.getByRole('region', { name: 'So startest du mit SalesSwipe' })
    expect(region).toHaveAttribute('id', 'start')
    expect(within(region).getByText('60 Sekunden')).toBeInTheDocument()
  })

  it('skips a step without title and drops points that are not text', () => {
    const [first, second] = process.steps
    const steps = [
      null,
      { ...first, title: null },
      { ...second, points: [null, 3, ...second!.points] },
    ]
    const { container } = render(
      <Process content={normalisedSection<'processSection'>({ ...process, steps })!} />,
    )
    expect(screen.getAllByRole('heading', { level: 3 }).map((step) => step.textContent)).toEqual([
      second!.title,
    ])
    const points = [...container.querySelectorAll('.step-points > li')]
    expect(points.map((point) => point.textContent)).toEqual(second!.points)
  })

  it('renders nothing without steps', () => {
    expect(render(<Process content={{ ...process, steps: [] }} />).container).toBeEmptyDOMElement()
  })
})
