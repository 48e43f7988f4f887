import { render, screen, within } from '@testing-library/react'
import { normalisedSection } from '../testing/fixtures'
import { interviewQuestionsFixture } from '../testing/resources.fixture'
import { InterviewStructure } from './InterviewStructure'

const section = interviewQuestionsFixture.structure
const segments = section.segments

describe('InterviewStructure', () => {
  it('lists the six phases of the hour with their times from the template', () => {
    render(<InterviewStructure content={section} />)
    const region = screen.getByRole('region', { name: 'Dein Interview in 60\u00a0Minuten' })
    const phases = within(region).getAllByRole('listitem')
    expect(phases.map((phase) => phase.firstElementChild?.textContent)).toEqual([
      '0–5\u00a0Min.',
      '5–15\u00a0Min.',
      '15–35\u00a0Min.',
      '35–45\u00a0Min.',
      '45–55\u00a0Min.',
      '55–60\u00a0Min.',
    ])
    expect(within(phases[3]!).getByRole('heading', { level: 3 })).toHaveTextContent('Rollenspiel')
  })

  it('draws each phase’s share of the hour, hidden from assistive technology', () => {
    const { container } = render(<InterviewStructure content={section} />)
    const bar = container.querySelector('[aria-hidden="true"]')
    const shares = [...(bar?.children ?? [])].map((span) =>
      (span as HTMLElement).style.getPropertyValue('--minutes'),
    )
    expect(shares).toEqual(['5', '10', '20', '10', '10', '5'])
  })

  it('skips a phase without minutes, with the end before the start or without title', () => {
    const broken = [
      { ...segments[0], startMinute: null },
      { ...segments[1], endMinute: 2 },
      { ...segments[2], title: '' },
      segments[3],
    ]
    const content = normalisedSection<'interviewStructureSection'>({
      ...section,
      segments: broken,
    })!
    render(<InterviewStructure content={content} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
    expect(screen.getByText('35–45 Min.')).toBeInTheDocument()
  })

  it('is left out without a time template', () => {
    expect(normalisedSection({ ...section, minutesTemplate: null })).toBeUndefined()
  })

  it('renders nothing without phases', () => {
    const { container } = render(<InterviewStructure content={{ ...section, segments: [] }} />)
    expect(container).toBeEmptyDOMElement()
  })
})
