import { render, screen, within } from '@testing-library/react'
import { malformed } from '../landing.fixture'
import { interviewQuestionsFixture } from '../resources.fixture'
import { InterviewQuestions } from './InterviewQuestions'

const section = interviewQuestionsFixture.questions
const roles = section!.roles!

const article = (name: string) => screen.getByRole('article', { name })

describe('InterviewQuestions', () => {
  it('renders one article per role, in the page’s order, with its question count', () => {
    render(<InterviewQuestions content={section} />)
    const articles = screen.getAllByRole('article')
    expect(articles.map((a) => a.id)).toEqual(['opener', 'setter', 'closer'])
    expect(within(articles[0]!).getByText('5 Fragen')).toBeInTheDocument()
  })

  it('jumps to the roles from a named navigation that also counts their questions', () => {
    render(<InterviewQuestions content={section} />)
    const nav = screen.getByRole('navigation', { name: 'Rollen im Fragenkatalog' })
    const setter = within(nav).getByRole('link', { name: /Setter/ })
    expect(setter).toHaveAttribute('href', '#setter')
    expect(setter).toHaveTextContent('5 Fragen')
  })

  it('groups the questions by category in disclosures, only the first one open', () => {
    const { container } = render(<InterviewQuestions content={section} />)
    const opener = article('Opener (SDR)')
    const groups = [...opener.querySelectorAll('details')]
    expect(groups.map((group) => group.querySelector('summary')?.textContent)).toEqual([
      'Motivation2 Fragen',
      'Praxis2 Fragen',
      'Zahlen1 Fragen',
    ])
    expect(groups.map((group) => group.open)).toEqual([true, false, false])
    expect(container.querySelectorAll('details[open]')).toHaveLength(3)
  })

  it('numbers the questions on through a role’s categories, each with why it is asked', () => {
    render(<InterviewQuestions content={section} />)
    const lists = within(article('Setter (Appointment Setter)')).getAllByRole('list', {
      hidden: true,
    })
    const ordered = lists.filter((list) => list.tagName === 'OL')
    expect(ordered.map((list) => list.getAttribute('start'))).toEqual(['1', '3', '5'])
    const items = within(ordered[0]!).getAllByRole('listitem', { hidden: true })
    expect(items.map((item) => item.firstElementChild?.textContent)).toEqual([
      'Frage setter 1?',
      'Frage setter 3?',
    ])
    expect(items[0]).toHaveTextContent('Warum diese Frage?Grund setter 1.')
  })

  it('lists what to look for, red flags and green flags per role', () => {
    render(<InterviewQuestions content={section} />)
    const closer = article('Closer (Account Executive)')
    for (const [label, item] of [
      ['Darauf achtest du', 'Achten Closer'],
      ['Red Flags', 'Rot Closer'],
      ['Green Flags', 'Grün Closer'],
    ]) {
      const heading = within(closer).getByRole('heading', { level: 4, name: label })
      expect(heading.nextElementSibling).toHaveTextContent(item!)
    }
  })

  it('skips broken questions and roles left without any', () => {
    const broken = [
      { ...roles[0], questions: [null, { _id: 'x', category: 'A', question: ' ', why: 'Warum' }] },
      { ...roles[1], questions: [{ _id: 'y', category: null, question: 'Ohne Kategorie?' }] },
      {
        ...roles[2],
        questions: [{ _id: 'z', category: 'A', question: 'Ohne Grund?', why: null }],
      },
    ]
    render(<InterviewQuestions content={malformed({ ...section, roles: broken })} />)
    expect(screen.getAllByRole('article')).toHaveLength(1)
    const item = screen.getByText('Ohne Grund?').closest('li')
    expect(item).toHaveTextContent(/^Ohne Grund\?$/)
  })

  it.each([
    ['no content', undefined],
    ['no heading', { ...section, heading: '' }],
    ['roles that are not a list', { ...section, roles: { opener: true } }],
    [
      'roles without a role document',
      { ...section, roles: roles.map((r) => ({ ...r, role: null })) },
    ],
  ])('renders nothing for %s', (_case, content) => {
    expect(
      render(<InterviewQuestions content={malformed(content)} />).container,
    ).toBeEmptyDOMElement()
  })
})
