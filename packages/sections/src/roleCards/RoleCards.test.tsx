import { render, screen, within } from '@testing-library/react'
import { normalisedSection } from '../testing/fixtures'
import { talentFixture } from '../testing/talent.fixture'
import { RoleCards } from './RoleCards'
import { asMatched } from '../testing/text'

const roleCards = talentFixture.roleCards
const cardOf = (key: string) => roleCards.cards.find((card) => card.role.key === key)!

describe('RoleCards', () => {
  it('renders a card per role, in order, in a named section', () => {
    render(<RoleCards content={roleCards} />)
    const region = screen.getByRole('region', { name: roleCards.heading })
    const titles = within(region)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(titles).toEqual(['opener', 'setter', 'closer'].map((key) => cardOf(key).role.title))
  })

  it('shows the talent text, the role’s skills and its pay with their labels', () => {
    render(<RoleCards content={roleCards} />)
    const { text, role } = cardOf('closer')
    const closer = screen.getByRole('heading', { name: role.title }).closest('li')!
    expect(within(closer).getByText(asMatched(text))).toBeInTheDocument()
    expect(within(closer).getByText(roleCards.skillsLabel)).toBeInTheDocument()
    const skills = within(closer)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(skills).toEqual(role.skills)
    expect(within(closer).getByText(roleCards.compensationLabel)).toBeInTheDocument()
    expect(within(closer).getByText(asMatched(role.compensation))).toBeInTheDocument()
  })

  it('skips a card whose role reference is broken and keeps a card without skills', () => {
    const [opener, setter] = [cardOf('opener'), cardOf('setter')]
    const cards = [
      { ...opener, role: null },
      { ...setter, role: { ...setter.role, skills: [null, 3] } },
      null,
    ]
    render(<RoleCards content={normalisedSection<'roleCardsSection'>({ ...roleCards, cards })!} />)
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(titles).toEqual([setter.role.title])
    expect(screen.queryByText(roleCards.skillsLabel)).not.toBeInTheDocument()
    expect(screen.getByText(asMatched(setter.role.compensation))).toBeInTheDocument()
  })

  it('is left out without a heading', () => {
    expect(normalisedSection({ ...roleCards, heading: '' })).toBeUndefined()
  })

  it('renders nothing without cards', () => {
    const { container } = render(<RoleCards content={{ ...roleCards, cards: [] }} />)
    expect(container).toBeEmptyDOMElement()
  })
})
