import { render, screen, within } from '@testing-library/react'
import { malformed } from '../testing/landing.fixture'
import { interviewTipsFixture } from '../testing/resources.fixture'
import { TalentGuides } from './TalentGuides'

const section = interviewTipsFixture.guides
const guides = section!.roles!

const guideOf = (key: string) => guides.find((candidate) => candidate.role?.key === key)!
const guide = (key: string) => screen.getByRole('article', { name: guideOf(key).role!.title! })

describe('TalentGuides', () => {
  it('renders one guide per role with jump links between them', () => {
    render(<TalentGuides content={section} />)
    expect(screen.getAllByRole('article').map((a) => a.id)).toEqual(['opener', 'setter', 'closer'])
    const nav = screen.getByRole('navigation', { name: section.navLabel! })
    expect(within(nav).getByRole('link', { name: 'Closer' })).toHaveAttribute('href', '#closer')
  })

  it('labels each tip with its importance from content', () => {
    render(<TalentGuides content={section} />)
    const setter = guide('setter')
    const tips = within(setter).getByRole('heading', { name: section.tipsLabel! })
      .nextElementSibling as HTMLElement
    const items = within(tips).getAllByRole('listitem')
    const badges = items.map((tip) => tip.firstChild?.textContent)
    const expected = guideOf('setter').tips!
    expect(badges).toEqual(expected.map((tip) => section.importanceLabels![tip.importance!]))
    expect(new Set(badges)).toEqual(new Set(['Kritisch', 'Sehr wichtig', 'Wichtig']))
    expected.forEach((tip, index) => expect(items[index]).toHaveTextContent(tip.title!))
  })

  it('shows common questions with how to answer them, and the do’s and don’ts', () => {
    render(<TalentGuides content={section} />)
    const closer = guide('closer')
    const { commonQuestions, dos, donts } = guideOf('closer')
    expect(
      within(closer).getByRole('heading', { level: 4, name: section.questionsLabel! }),
    ).toBeInTheDocument()
    for (const { question, howToAnswer } of commonQuestions!) {
      expect(within(closer).getByText(question!).nextElementSibling).toHaveTextContent(
        `${section.howToAnswerLabel}${howToAnswer}`,
      )
    }
    for (const [label, items] of [
      [section.dosLabel, dos],
      [section.dontsLabel, donts],
    ] as const) {
      const heading = within(closer).getByRole('heading', { level: 4, name: label! })
      expect(
        within(heading.nextElementSibling as HTMLElement)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(items)
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
    const opener = screen.getByRole('article', { name: guides[0]!.role!.title! })
    expect(within(opener).queryByRole('heading', { level: 4 })).not.toBeInTheDocument()
    expect(within(opener).getByText(guides[0]!.intro!)).toBeInTheDocument()
  })

  it.each([
    ['no content', undefined],
    ['no heading', { ...section, heading: null }],
    ['guides without a role', { ...section, roles: guides.map((g) => ({ ...g, role: null })) }],
  ])('renders nothing for %s', (_case, content) => {
    expect(render(<TalentGuides content={malformed(content)} />).container).toBeEmptyDOMElement()
  })
})
