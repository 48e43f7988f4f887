import { render, screen, within } from '@testing-library/react'
import { normalisedSection } from '../testing/fixtures'
import { talentFixture } from '../testing/talent.fixture'
import { Matching } from './Matching'

const matching = talentFixture.matching

describe('Matching', () => {
  it('renders the three steps in order as a numbered list with their icons', () => {
    render(<Matching content={matching} />)
    const region = screen.getByRole('region', { name: matching.heading })
    const list = within(region).getByRole('list')
    expect(list.tagName).toBe('OL')
    const steps = within(list).getAllByRole('listitem')
    expect(steps).toHaveLength(3)
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual(
      matching.steps.map((step) => step.title),
    )
    expect(within(steps[1]!).getByText(matching.steps[1]!.text)).toBeInTheDocument()
    expect(steps.map((step) => step.querySelector('svg')?.dataset.icon)).toEqual(
      matching.steps.map((step) => step.icon),
    )
  })

  it('leaves out steps without a title or with an icon it cannot draw', () => {
    const [first, second, third] = matching.steps
    const steps = [first, { ...second, title: null }, { ...third, icon: 'rocket-ship' }]
    render(<Matching content={normalisedSection<'matchingSection'>({ ...matching, steps })!} />)
    expect(screen.getAllByRole('heading', { level: 3 }).map((step) => step.textContent)).toEqual([
      first!.title,
    ])
  })

  it('renders nothing without steps', () => {
    expect(
      render(<Matching content={{ ...matching, steps: [] }} />).container,
    ).toBeEmptyDOMElement()
  })
})
