import { render, screen, within } from '@testing-library/react'
import { normalisedSection } from '../testing/fixtures'
import { interviewTipsFixture } from '../testing/resources.fixture'
import { TalentGuides } from './TalentGuides'

const section = interviewTipsFixture.guides
const guides = section.roles

const guideOf = (key: string) => guides.find((candidate) => candidate.role.key === key)!
const guide = (key: string) => screen.getByRole('article', { name: guideOf(key).role.title })

describe('TalentGuides', () => {
  it('renders one guide per role with jump links between them', () => {
    render(<TalentGuides content={section} />)
    expect(screen.getAllByRole('article').map((a) => a.id)).toEqual(['opener', 'setter', 'closer'])
    const nav = screen.getByRole('navigation', { name: section.navLabel })
    expect(within(nav).getByRole('link', { name: 'Closer' })).toHaveAttribute('href', '#closer')
  })

  it('labels each tip with its importance from content', () => {
    render(<TalentGuides content={section} />)
    const setter = guide('setter')
    const tips = within(setter).getByRole('heading', { name: section.tipsLabel })
      .nextElementSibling as HTMLElement
    const items = within(tips).getAllByRole('listitem')
    const badges = items.map((tip) => tip.firstChild?.textContent)
    const expected = guideOf('setter').tips
    expect(badges).toEqual(expected.map((tip) => section.importanceLabels[tip.importance]))
    expect(new Set(badges)).toEqual(new Set(['Kritisch', 'Sehr wichtig', 'Wichtig']))
    expected.forEach((tip, index) => expect(items[index]).toHaveTextContent(tip.title))
  })

  it('shows common questions with how to answer them, and the do’s and don’ts', () => {
    render(<TalentGuides content={section} />)
    const closer = guide('closer')
    const { commonQuestions, dos, donts } = guideOf('closer')
    expect(
      within(closer).getByRole('heading', { level: 4, name: section.questionsLabel }),
    ).toBeInTheDocument()
    for (const { question, howToAnswer } of commonQuestions) {
      expect(within(closer).getByText(question).nextElementSibling).toHaveTextContent(
        `${section.howToAnswerLabel}${howToAnswer}`,
      )
    }
    for (const [label, items] of [
      [section.dosLabel, dos],
      [section.dontsLabel, donts],
    ] as const) {
      const heading = within(closer).getByRole('heading', { level: 4, name: label })
      expect(
        within(heading.nextElementSibling as HTMLElement)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(items)
    }
  })

  it('leaves out a tip of unknown importance and keeps the others', () => {
    const [first, ...rest] = guides
    const [tip, ...tips] = first!.tips
    const roles = [{ ...first, tips: [{ ...tip, importance: 'urgent' }, ...tips] }, ...rest]
    render(
      <TalentGuides content={normalisedSection<'talentGuidesSection'>({ ...section, roles })!} />,
    )
    const opener = screen.getByRole('article', { name: first!.role.title })
    expect(within(opener).queryByText(tip!.title)).not.toBeInTheDocument()
    for (const kept of tips) expect(within(opener).getByText(kept.title)).toBeInTheDocument()
  })

  it('leaves out parts without entries, not the guide', () => {
    const [first] = guides
    const roles = [{ ...first, tips: [null], commonQuestions: [null], dos: [], donts: [' '] }]
    render(
      <TalentGuides content={normalisedSection<'talentGuidesSection'>({ ...section, roles })!} />,
    )
    const opener = screen.getByRole('article', { name: first!.role.title })
    expect(within(opener).queryByRole('heading', { level: 4 })).not.toBeInTheDocument()
    expect(within(opener).getByText(first!.intro)).toBeInTheDocument()
  })

  it('is left out without a heading', () => {
    expect(normalisedSection({ ...section, heading: null })).toBeUndefined()
  })

  it('renders nothing when no guide has its role', () => {
    const roles = guides.map((guide) => ({ ...guide, role: null }))
    const content = normalisedSection<'talentGuidesSection'>({ ...section, roles })
    expect(render(<TalentGuides content={content!} />).container).toBeEmptyDOMElement()
  })
})
