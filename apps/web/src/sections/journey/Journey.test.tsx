import { render, screen, within } from '@testing-library/react'
import { journeyFixture as journey, malformed } from '../companyPages.fixture'
import { Journey } from './Journey'

const renderJourney = (content: unknown = journey) =>
  render(<Journey id="ablauf" content={malformed(content)} />)

describe('Journey', () => {
  it('lists the seven steps in order with number, title, duration and description', () => {
    renderJourney()
    const region = screen.getByRole('region', { name: journey.heading! })
    const steps = within(region).getAllByRole('listitem')
    expect(steps).toHaveLength(7)
    expect(within(steps[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Kostenloses Erstgespräch 15 Minuten',
    )
    expect(steps[0]).toHaveTextContent(/^1/)
    expect(steps[6]).toHaveTextContent(/^7Erste Interviews Bis Tag 7Beschreibung 7\.$/)
  })

  it('numbers a step by its position when its number is missing', () => {
    const steps = journey.steps!.map((step, index) =>
      index === 1 ? { ...step, number: 'x' } : step,
    )
    renderJourney({ ...journey, steps })
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent(/^2Buchung/)
  })

  it.each([
    ['no content', null],
    ['no heading', { ...journey, heading: null }],
    ['no steps', { ...journey, steps: [] }],
  ])('renders nothing for %s', (_case, content) => {
    expect(renderJourney(content).container).toBeEmptyDOMElement()
  })
})
