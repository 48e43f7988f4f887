import { render, screen, within } from '@testing-library/react'
import { journeyFixture as journey } from '../testing/companyPages.fixture'
import { normalisedSection } from '../testing/fixtures'
import { Journey } from './Journey'
import { asMatched } from '../testing/text'

const renderJourney = (content: typeof journey) => render(<Journey content={content} />)

describe('Journey', () => {
  it('lists the seven steps in order with number, title, duration and description', () => {
    renderJourney(journey)
    const region = screen.getByRole('region', { name: journey.heading })
    const steps = within(region).getAllByRole('listitem')
    expect(steps).toHaveLength(7)
    const [first, , , , , , last] = journey.steps
    expect(within(steps[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(
      asMatched(`${first!.title} ${first!.duration}`),
    )
    expect(steps[0]).toHaveTextContent(/^1/)
    expect(steps[6]!.textContent).toBe(`7${last!.title} ${last!.duration}${last!.description}`)
  })

  it('leaves out a step without a title and keeps the others', () => {
    const steps = journey.steps.map((step, index) => (index === 1 ? { ...step, title: ' ' } : step))
    renderJourney(normalisedSection<'journeySection'>({ ...journey, steps })!)
    expect(screen.getAllByRole('listitem')).toHaveLength(journey.steps.length - 1)
    expect(screen.queryByText(journey.steps[1]!.description)).not.toBeInTheDocument()
  })

  it('is left out without a heading', () => {
    expect(normalisedSection({ ...journey, heading: null })).toBeUndefined()
  })

  it('renders nothing without steps', () => {
    expect(renderJourney({ ...journey, steps: [] }).container).toBeEmptyDOMElement()
  })
})
