import { render, screen, within } from '@testing-library/react'
import { normalisedSection } from '../testing/fixtures'
import { howItWorksFixture } from '../testing/pages.fixture'
import { HiringTimeline } from './HiringTimeline'
import { asMatched } from '../testing/text'

const timeline = howItWorksFixture.timeline

describe('HiringTimeline', () => {
  it('lists the stages from Tag 0 to Tag 7+ in order, each heading led by its day', () => {
    render(<HiringTimeline content={timeline} />)
    const stages = timeline.entries
    const region = screen.getByRole('region', { name: timeline.heading })
    const headings = within(region).getAllByRole('heading', { level: 3 })
    expect(headings.map((heading) => heading.textContent)).toEqual(
      stages.map((stage) => `${stage.day}: ${stage.title}`),
    )
    expect(headings[0]).toHaveTextContent(/^Tag 0:/)
    expect(headings.at(-1)).toHaveTextContent(/^Tag 7\+:/)
    expect(headings[0]?.closest('ol')).not.toBeNull()
    for (const stage of stages) {
      expect(within(region).getByText(asMatched(stage.text))).toBeInTheDocument()
    }
  })

  it('skips a stage without its day', () => {
    const [first, ...rest] = timeline.entries
    const entries = [{ ...first, day: null }, ...rest]
    const content = normalisedSection<'hiringTimelineSection'>({ ...timeline, entries })
    render(<HiringTimeline content={content!} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(rest.length)
    expect(screen.queryByText(first!.title)).not.toBeInTheDocument()
  })

  it('renders nothing without stages', () => {
    const { container } = render(<HiringTimeline content={{ ...timeline, entries: [] }} />)
    expect(container).toBeEmptyDOMElement()
  })
})
