import { render, screen, within } from '@testing-library/react'
import { normalisedSection } from '../testing/fixtures'
import { howItWorksFixture } from '../testing/pages.fixture'
import { AiMatching } from './AiMatching'
import { asMatched } from '../testing/text'

const matching = howItWorksFixture.matching

describe('AiMatching', () => {
  it('explains skill matching, culture fit and growth potential with their inputs', () => {
    render(<AiMatching content={matching} />)
    const region = screen.getByRole('region', { name: matching.heading })
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Skill-Matching', 'Culture-Fit', 'Wachstumspotenzial'])
    for (const factor of matching.factors) {
      const item = within(region).getByRole('heading', { name: factor.title }).closest('li')!
      expect(within(item).getByText(asMatched(factor.text))).toBeInTheDocument()
      expect(
        within(item)
          .getAllByRole('listitem')
          .map((point) => point.textContent),
      ).toEqual(factor.points)
    }
    expect(within(region).getByText(asMatched(matching.note!))).toBeInTheDocument()
  })

  it('drops points that are not text and keeps the others', () => {
    const [first, ...rest] = matching.factors
    const [point] = first!.points
    const factors = [{ ...first, points: [point, 7, null, ' '] }, ...rest]
    render(
      <AiMatching content={normalisedSection<'aiMatchingSection'>({ ...matching, factors })!} />,
    )
    const skills = screen.getByRole('heading', { name: first!.title }).closest('li')!
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([point])
  })

  it('renders nothing without factors', () => {
    const { container } = render(<AiMatching content={{ ...matching, factors: [] }} />)
    expect(container).toBeEmptyDOMElement()
  })
})
