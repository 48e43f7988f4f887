import { render, screen, within } from '@testing-library/react'
import { malformed } from '../landing.fixture'
import { howItWorksFixture } from '../pages.fixture'
import { HiringTimeline } from './HiringTimeline'

const timeline = howItWorksFixture.timeline

describe('HiringTimeline', () => {
  it('lists the stages from Tag 0 to Tag 7+ in order, each heading led by its day', () => {
    render(<HiringTimeline content={timeline} />)
    const region = screen.getByRole('region', { name: 'Deine erste Woche mit SalesSwipe' })
    const headings = within(region).getAllByRole('heading', { level: 3 })
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Tag 0: Etappe 1',
      'Tag 1: Etappe 2',
      'Tag 2: Etappe 3',
      'Tag 3–4: Etappe 4',
      'Tag 5–6: Etappe 5',
      'Tag 7+: Etappe 6',
    ])
    expect(headings[0]?.closest('ol')).not.toBeNull()
    expect(within(region).getByText('Was an Tag 7+ passiert.')).toBeInTheDocument()
  })

  it('skips a stage without its day', () => {
    const entries = [{ _key: 'x', day: null, title: 'Ohne Tag' }, ...(timeline?.entries ?? [])]
    render(<HiringTimeline content={malformed({ ...timeline, entries })} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(6)
    expect(screen.queryByText('Ohne Tag')).not.toBeInTheDocument()
  })

  it('renders nothing without stages', () => {
    const { container } = render(
      <HiringTimeline content={malformed({ ...timeline, entries: null })} />,
    )
    expect(container).toBeEmptyDOMElement()
  })
})
