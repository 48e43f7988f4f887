import { render, screen, within } from '@testing-library/react'
import { journeyFixture as journey, malformed } from '../testing/companyPages.fixture'
import { Journey } from './Journey'
import { asMatched } from '../testing/text'

const renderJourney = (content: unknown = journey) =>
  render(<Journey id="ablauf" content={malformed(content)} />)

describe('Journey', () => {
  it('lists the seven steps in order with number, title, duration and description', () => {
    renderJourney()
    const region = screen.getByRole('region', { name: journey.heading! })
    const steps = within(region).getAllByRole('listitem')
    expect(steps).toHaveLength(7)
    const [first, , , , , , last] = journey.steps!
    expect(within(steps[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(
      asMatched(`${first!.title} ${first!.duration}`),
    )
    expect(steps[0]).toHaveTextContent(/^1/)
    expect(steps[6]!.textContent).toBe(`7${last!.title} ${last!.duration}${last!.description}`)
  })

  it('numbers a step by its position when its number is missing', () => {
    const steps = journey.steps!.map((step, index) =>
      index === 1 ? { ...step, number: 'x' } : step,
    )
    renderJourney({ ...journey, steps })
    const { title, duration, description } = steps[1]!
    expect(screen.getAllByRole('listitem')[1]!.textContent).toBe(
      `2${title} ${duration}${description}`,
    )
  })

  it.each([
    ['no content', null],
    ['no heading', { ...journey, heading: null }],
    ['no steps', { ...journey, steps: [] }],
  ])('renders nothing for %s', (_case, content) => {
    expect(renderJourney(content).container).toBeEmptyDOMElement()
  })
})
