import { render, screen, within } from '@testing-library/react'
import { malformed } from '../landing.fixture'
import { talentFixture } from '../talent.fixture'
import { RoleCards } from './RoleCards'

const roleCards = talentFixture.roleCards

describe('RoleCards', () => {
  it('renders a card per role, in order, in a named section', () => {
    render(<RoleCards content={roleCards} />)
    const region = screen.getByRole('region', {
      name: 'Opener, Setter oder Closer – welche Rolle passt zu dir?',
    })
    const titles = within(region)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(titles).toEqual([
      'Opener (SDR)',
      'Setter (Appointment Setter)',
      'Closer (Account Executive)',
    ])
  })

  it('shows the talent text, the role’s skills and its pay with their labels', () => {
    render(<RoleCards content={roleCards} />)
    const closer = screen
      .getByRole('heading', { name: 'Closer (Account Executive)' })
      .closest('li')!
    expect(within(closer).getByText('Du bringst Deals zum Abschluss.')).toBeInTheDocument()
    expect(within(closer).getByText('Das bringst du mit')).toBeInTheDocument()
    const skills = within(closer)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(skills).toEqual(['Verhandlungsführung', 'Präsentationsstärke'])
    expect(within(closer).getByText('Typische Vergütung')).toBeInTheDocument()
    expect(
      within(closer).getByText('4.000–6.000 € pro Monat plus 10–20 % vom Dealvolumen'),
    ).toBeInTheDocument()
  })

  it('skips a card whose role reference is broken and keeps a card without skills', () => {
    const [opener, setter] = roleCards!.cards!
    const cards = [
      { ...opener, role: null },
      { ...setter, role: { ...setter!.role, skills: [null, 3] } },
      null,
    ]
    render(<RoleCards content={malformed({ ...roleCards, cards })} />)
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1)
    expect(screen.queryByText('Das bringst du mit')).not.toBeInTheDocument()
    expect(screen.getByText('3.000–4.500 €')).toBeInTheDocument()
  })

  it.each([
    ['no content', null],
    ['no heading', { ...roleCards, heading: '' }],
    ['no cards', { ...roleCards, cards: [] }],
  ])('renders nothing for %s', (_case, content) => {
    expect(render(<RoleCards content={malformed(content)} />).container).toBeEmptyDOMElement()
  })
})
