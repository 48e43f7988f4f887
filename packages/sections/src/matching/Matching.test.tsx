import { render, screen, within } from '@testing-library/react'
import { malformed } from '../testing/landing.fixture'
import { talentFixture } from '../testing/talent.fixture'
import { Matching } from './Matching'

const matching = talentFixture.matching

describe('Matching', () => {
  it('renders the three steps in order as a numbered list with their icons', () => {
    render(<Matching content={matching} />)
    const region = screen.getByRole('region', { name: matching.heading! })
    const list = within(region).getByRole('list')
    expect(list.tagName).toBe('OL')
    const steps = within(list).getAllByRole('listitem')
    expect(steps).toHaveLength(3)
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual(
      matching.steps!.map((step) => step.title),
    )
    expect(within(steps[1]!).getByText(matching.steps![1]!.text!)).toBeInTheDocument()
    expect(steps.map((step) => step.querySelector('svg')?.dataset.icon)).toEqual(
      matching.steps!.map((step) => step.icon),
    )
  })

  it('keeps a step whose icon it cannot draw and skips one without title', () => {
    const steps = [
      { _key: 'a', title: 'Profil erstellen', text: 'x', icon: 'rocket-ship' },
      { _key: 'b', title: null, text: 'y', icon: 'heart' },
    ]
    const { container } = render(<Matching content={malformed({ ...matching, steps })} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
    expect(container.querySelector('svg')).toBeNull()
  })

  it.each([
    ['no content', undefined],
    ['no steps', { ...matching, steps: null }],
  ])('renders nothing for %s', (_case, content) => {
    expect(render(<Matching content={malformed(content)} />).container).toBeEmptyDOMElement()
  })
})
