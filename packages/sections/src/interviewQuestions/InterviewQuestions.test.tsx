import { render, screen, within } from '@testing-library/react'
import { normalisedSection } from '../testing/fixtures'
import { interviewQuestionsFixture } from '../testing/resources.fixture'
import { InterviewQuestions } from './InterviewQuestions'
import { asMatched } from '../testing/text'

const section = interviewQuestionsFixture.questions
const roles = section.roles

const article = (name: string) => screen.getByRole('article', { name })
const role = (key: string) => roles.find((entry) => entry.role.key === key)!
/** The count as the section's template words it, e.g. "16 Fragen". */
const count = (value: number) => section.countTemplate.replace('{count}', String(value))
/** A role's categories in the order they first appear in its questions. */
const categoriesOf = (key: string) => [
  ...new Set(role(key).questions.map((question) => question.category)),
]

describe('InterviewQuestions', () => {
  it('renders one article per role, in the page’s order, with its question count', () => {
    render(<InterviewQuestions content={section} />)
    const articles = screen.getAllByRole('article')
    expect(articles.map((a) => a.id)).toEqual(['opener', 'setter', 'closer'])
    expect(
      within(articles[0]!).getByText(count(role('opener').questions.length)),
    ).toBeInTheDocument()
  })

  it('jumps to the roles from a named navigation that also counts their questions', () => {
    render(<InterviewQuestions content={section} />)
    const nav = screen.getByRole('navigation', { name: section.navLabel })
    const setter = within(nav).getByRole('link', { name: /Setter/ })
    expect(setter).toHaveAttribute('href', '#setter')
    expect(setter).toHaveTextContent(count(role('setter').questions.length))
  })

  it('groups the questions by category in disclosures, only the first one open', () => {
    const { container } = render(<InterviewQuestions content={section} />)
    const opener = article(role('opener').role.title)
    const groups = [...opener.querySelectorAll('details')]
    const questions = role('opener').questions
    expect(groups.map((group) => group.querySelector('summary')?.textContent)).toEqual(
      categoriesOf('opener').map(
        (category) =>
          `${category}${count(questions.filter((question) => question.category === category).length)}`,
      ),
    )
    expect(groups.map((group) => group.open)).toEqual(groups.map((_group, index) => index === 0))
    expect(container.querySelectorAll('details[open]')).toHaveLength(3)
  })

  it('numbers the questions on through a role’s categories, each with why it is asked', () => {
    // The setter's first question ranked last: it still joins its category, the first group.
    const [first, ...rest] = role('setter').questions
    const reranked = roles.map((entry) =>
      entry.role.key === 'setter' ? { ...entry, questions: [...rest, first!] } : entry,
    )
    render(<InterviewQuestions content={{ ...section, roles: reranked }} />)
    const lists = within(article(role('setter').role.title)).getAllByRole('list', {
      hidden: true,
    })
    const ordered = lists.filter((list) => list.tagName === 'OL')
    expect(ordered).toHaveLength(categoriesOf('setter').length)
    const sizes = ordered.map((list) => list.children.length)
    expect(ordered.map((list) => list.getAttribute('start'))).toEqual(
      sizes.map((_size, index) => String(1 + sizes.slice(0, index).reduce((a, b) => a + b, 0))),
    )
    const firstCategory = rest.filter((question) => question.category === first!.category)
    const items = within(ordered[0]!).getAllByRole('listitem', { hidden: true })
    expect(items.map((item) => item.firstElementChild?.textContent)).toEqual(
      [...firstCategory, first!].map((question) => question.question),
    )
    expect(items[0]).toHaveTextContent(asMatched(`${section.whyLabel}${firstCategory[0]!.why}`))
  })

  it('lists what to look for, red flags and green flags per role', () => {
    render(<InterviewQuestions content={section} />)
    const closer = role('closer')
    const closerArticle = article(closer.role.title)
    for (const [label, items] of [
      [section.lookForLabel, closer.lookFor],
      [section.redFlagsLabel, closer.redFlags],
      [section.greenFlagsLabel, closer.greenFlags],
    ] as const) {
      const heading = within(closerArticle).getByRole('heading', { level: 4, name: label })
      const list = heading.nextElementSibling as HTMLElement
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(items)
    }
  })

  it('skips broken questions and roles left without any', () => {
    const [opener, setter, closer] = roles
    const [kept, ...others] = closer!.questions
    const broken = [
      { ...opener, questions: [null, { ...opener!.questions[0], question: ' ' }] },
      { ...setter, questions: setter!.questions.map((question) => ({ ...question, why: null })) },
      {
        ...closer,
        questions: [kept, ...others.map((question) => ({ ...question, category: 'A' }))],
      },
    ]
    const content = normalisedSection<'interviewQuestionsSection'>({ ...section, roles: broken })!
    render(<InterviewQuestions content={content} />)
    expect(screen.getAllByRole('article').map((a) => a.id)).toEqual(['closer'])
    expect(screen.getByText(kept!.question)).toBeInTheDocument()
    for (const question of others) {
      expect(screen.queryByText(question.question)).not.toBeInTheDocument()
    }
  })

  it('is left out without a heading', () => {
    expect(normalisedSection({ ...section, heading: '' })).toBeUndefined()
  })

  it('renders nothing when no role has questions', () => {
    const content = { ...section, roles: roles.map((entry) => ({ ...entry, questions: [] })) }
    expect(render(<InterviewQuestions content={content} />).container).toBeEmptyDOMElement()
  })
})
