import { render, screen, within } from '@testing-library/react'
import { malformed } from '../landing.fixture'
import { interviewTipsFixture } from '../resources.fixture'
import { TalentGuides } from './TalentGuides'

const section = interviewTipsFixture.guides
const guides = section!.roles!

const guide = (name: string) => screen.getByRole('article', { name })

describe('TalentGuides', () => {
  it('renders one guide per role with jump links between them', () => {
    render(<TalentGuides content={section} />)
    expect(screen.getAllByRole('article').map((a) => a.id)).toEqual(['opener', 'setter', 'closer'])
    const nav = screen.getByRole('navigation', { name: 'Rollen-Guides auf dieser Seite' })
    expect(within(nav).getByRole('link', { name: 'Closer' })).toHaveAttribute('href', '#closer')
  })

  it('labels each tip with its importance from content', () => {
    render(<TalentGuides content={section} />)
    const setter = guide('Setter (Appointment Setter)')
    const tips = within(setter).getByRole('heading', { name: 'Tipps für dein Interview' })
      .nextElementSibling as HTMLElement
    expect(
      within(tips)
        .getAllByRole('listitem')
        .map((tip) => tip.firstChild?.textContent),
    ).toEqual(['Kritisch', 'Sehr wichtig', 'Wichtig'])
    expect(within(tips).getByText('Zahlen Setter')).toBeInTheDocument()
  })

  it('shows common questions with how to answer them, and the do’s and don’ts', () => {
    render(<TalentGuides content={section} />)
    const closer = guide('Closer (Account Executive)')
    const question = within(closer).getByText('Wie arbeitest du als Closer?')
    expect(question.nextElementSibling).toHaveTextContent('So antwortest duMit Beispielen.')
    for (const [label, item] of [
      ['Do’s', 'Do Closer'],
      ['Don’ts', 'Don’t Closer'],
    ]) {
      const heading = within(closer).getByRole('heading', { level: 4, name: label })
      expect(heading.nextElementSibling).toHaveTextContent(item!)
    }
  })

  it('keeps a tip of unknown importance without a badge', () => {
    const tips = [
      { _key: 't', title: 'Pünktlich sein', description: 'Immer.', importance: 'urgent' },
    ]
    render(<TalentGuides content={malformed({ ...section, roles: [{ ...guides[0], tips }] })} />)
    const tip = screen.getByText('Pünktlich sein').closest('li')!
    expect(tip.firstElementChild).toHaveTextContent('Pünktlich sein')
    expect(within(tip).queryByText('urgent')).not.toBeInTheDocument()
  })

  it('leaves out parts without label or entries, not the guide', () => {
    const bare = [{ ...guides[0], tips: null, commonQuestions: [null], dos: [], donts: [' '] }]
    render(<TalentGuides content={malformed({ ...section, roles: bare })} />)
    const opener = guide('Opener (SDR)')
    expect(within(opener).queryByRole('heading', { level: 4 })).not.toBeInTheDocument()
    expect(within(opener).getByText('Einleitung Opener.')).toBeInTheDocument()
  })

  it.each([
    ['no content', undefined],
    ['no heading', { ...section, heading: null }],
    ['guides without a role', { ...section, roles: guides.map((g) => ({ ...g, role: null })) }],
  ])('renders nothing for %s', (_case, content) => {
    expect(render(<TalentGuides content={malformed(content)} />).container).toBeEmptyDOMElement()
  })
})
