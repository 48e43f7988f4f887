import { render, screen, within } from '@testing-library/react'
import { landingFixture, malformed } from '../testing/landing.fixture'
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

  it('takes the anchor id it is given, named by its heading (the talents’ start)', () => {
    render(<Process id="start" content={talentFixture.start} />)
    const region = screen.getByRole('region', { name: 'So startest du mit SalesSwipe' })
    expect(region).toHaveAttribute('id', 'start')
    expect(within(region).getByText('60 Sekunden')).toBeInTheDocument()
  })

  it('skips a step without title and ignores broken points', () => {
    const steps = [
      null,
      { _key: 'a', title: null, duration: '1 Tag' },
      { _key: 'b', title: 'Onboarding', duration: 'In 1 Woche', text: null, points: [null, 3] },
    ]
    render(<Process content={malformed({ ...process, steps })} />)
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1)
    expect(screen.getByText('In 1 Woche')).toBeInTheDocument()
  })

  it.each([
    ['no content', undefined],
    ['no steps', { ...process, steps: [] }],
  ])('renders nothing for %s', (_case, content) => {
    expect(render(<Process content={malformed(content)} />).container).toBeEmptyDOMElement()
  })
})
