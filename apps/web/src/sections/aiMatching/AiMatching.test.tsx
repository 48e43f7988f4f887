import { render, screen, within } from '@testing-library/react'
import { malformed } from '../landing.fixture'
import { howItWorksFixture } from '../pages.fixture'
import { AiMatching } from './AiMatching'

const matching = howItWorksFixture.matching

describe('AiMatching', () => {
  it('explains skill matching, culture fit and growth potential with their inputs', () => {
    render(<AiMatching content={matching} />)
    const region = screen.getByRole('region', {
      name: 'So findet unsere KI die richtigen Talente für dich',
    })
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Skill-Matching', 'Culture-Fit', 'Wachstumspotenzial'])
    const skills = within(region).getByRole('heading', { name: 'Skill-Matching' }).closest('li')!
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Rolle: Opener, Setter oder Closer', 'Branchen- und Produkterfahrung'])
    expect(within(region).getByText(/wenn beide Seiten Interesse zeigen/)).toBeInTheDocument()
  })

  it('drops points that are not text', () => {
    const [first, ...rest] = matching?.factors ?? []
    const factors = [{ ...first, points: ['Track Record', 7, null] }, ...rest]
    render(<AiMatching content={malformed({ ...matching, factors })} />)
    const skills = screen.getByRole('heading', { name: 'Skill-Matching' }).closest('li')!
    expect(within(skills).getAllByRole('listitem')).toHaveLength(1)
  })

  it('renders nothing without factors', () => {
    const { container } = render(<AiMatching content={malformed({ ...matching, factors: [] })} />)
    expect(container).toBeEmptyDOMElement()
  })
})
