import { render, screen, within } from '@testing-library/react'
import { InterviewQuestions } from './interviewQuestions/InterviewQuestions'
import { InterviewStructure } from './interviewStructure/InterviewStructure'
import { ctaTargetsFixture } from './testing/pages.fixture'
import {
  interviewQuestionsFixture as questions,
  interviewTipsFixture as tips,
  jobDescriptionFixture as jobs,
} from './testing/resources.fixture'
import { ResourceHero } from './resourceHero/ResourceHero'
import { RoleProfiles } from './roleProfiles/RoleProfiles'
import { TalentGuides } from './talentGuides/TalentGuides'

// The resource pages as the bundled German content renders them (the figures the spec sets).

describe('resource pages with the bundled content', () => {
  it('explains Opener, Setter and Closer with the pay the spec names', () => {
    render(<RoleProfiles content={jobs.roles} />)
    const pay = {
      opener: /2\.000–\u20603\.500 € Fixum.*plus Provision/,
      setter: /3\.000–\u20604\.500 €/,
      closer: /4\.000–\u20606\.000 €.*plus 10–\u206020 % vom Dealvolumen/,
    }
    for (const [id, figure] of Object.entries(pay)) {
      const role = document.getElementById(id)
      expect(role).toBeInTheDocument()
      expect(within(role!).getByText(figure)).toBeInTheDocument()
    }
  })

  it('has 45+ questions, each with why it is asked, for all three roles', () => {
    const { container } = render(<InterviewQuestions content={questions.questions} />)
    const items = container.querySelectorAll('details li')
    expect(items.length).toBeGreaterThanOrEqual(45)
    for (const item of items) expect(item.querySelectorAll('p')).toHaveLength(2)
    expect(screen.getAllByRole('article').map((role) => role.id)).toEqual([
      'opener',
      'setter',
      'closer',
    ])
  })

  it('structures the 60-minute interview in the six segments of the spec', () => {
    render(<InterviewStructure content={questions.structure} />)
    const times = screen
      .getAllByRole('listitem')
      .map((phase) => phase.firstElementChild?.textContent?.match(/\d+–\d+/)?.[0])
    expect(times).toEqual(['0–5', '5–15', '15–35', '35–45', '45–55', '55–60'])
  })

  it('offers the interview template download', () => {
    const settings = ctaTargetsFixture
    render(<ResourceHero content={questions.hero} targets={settings} />)
    const file = settings?.actions?.templateDownload
    expect(file?.url).toMatch(/^\/content-files\/[0-9a-f]{40}\.pdf$/)
    expect(screen.getByRole('link')).toHaveAttribute('href', file?.url)
    expect(screen.getByRole('link')).toHaveAttribute('download', 'interview-vorlage.pdf')
  })

  it('rates the talents’ tips Kritisch, Sehr wichtig or Wichtig in every guide', () => {
    const { container } = render(<TalentGuides content={tips.guides} />)
    expect(screen.getAllByRole('article')).toHaveLength(3)
    const badges = [...container.querySelectorAll('[data-importance]')].map((b) => b.textContent)
    expect(new Set(badges)).toEqual(new Set(['Kritisch', 'Sehr wichtig', 'Wichtig']))
    for (const guide of screen.getAllByRole('article')) {
      expect(guide.querySelectorAll('[data-importance]').length).toBeGreaterThan(0)
    }
  })
})
