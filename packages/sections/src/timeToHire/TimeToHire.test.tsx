import { render, screen, within } from '@testing-library/react'
import { normalisedSection } from '../testing/fixtures'
import { companyComparisonFixture } from '../testing/pages.fixture'
import { TimeToHire } from './TimeToHire'

const timeToHire = companyComparisonFixture.timeToHire

/** The entry of one way to hire (its list item), found by its heading. */
const method = (name: string) => screen.getByRole('heading', { name }).closest('li')!

describe('TimeToHire', () => {
  it('shows the days to hire of each way, with its stages in order', () => {
    render(<TimeToHire content={timeToHire} />)
    expect(screen.getByRole('region', { name: timeToHire.heading })).toBeInTheDocument()
    expect(method('Jobbörsen')).toHaveTextContent('45 Tage')
    expect(method('Social Ads')).toHaveTextContent('35 Tage')
    expect(method('Headhunter')).toHaveTextContent('60 Tage')
    expect(method('SalesSwipe')).toHaveTextContent('7 Tage')
    for (const row of timeToHire.rows) {
      const stages = within(method(row.method)).getByRole('list', {
        name: timeToHire.stagesLabel,
      })
      expect(
        within(stages)
          .getAllByRole('listitem')
          .map((stage) => stage.textContent),
      ).toEqual(row.stages)
    }
  })

  it('draws bars relative to the slowest way and marks the product', () => {
    render(<TimeToHire content={timeToHire} />)
    const bar = (name: string) => method(name).querySelector<HTMLElement>('.bar')!
    expect(bar('Headhunter').style.getPropertyValue('--share')).toBe('100%')
    expect(bar('Jobbörsen').style.getPropertyValue('--share')).toBe('75%')
    expect(bar('Jobbörsen')).toHaveAttribute('aria-hidden', 'true')
    expect(method('SalesSwipe')).toHaveAttribute('data-product')
    expect(method('Jobbörsen')).not.toHaveAttribute('data-product')
  })

  // Days come as written or from a key figure; a figure like „68 %“ cannot be drawn.
  it.each(['bald', '68\u00a0%', '0', '4,5'])('skips a way whose days read %s', (days) => {
    const rows = [{ _key: 'x', method: 'Empfehlung', days, stages: [] }, ...timeToHire.rows]
    render(
      <TimeToHire content={normalisedSection<'timeToHireSection'>({ ...timeToHire, rows })!} />,
    )
    expect(screen.queryByRole('heading', { name: 'Empfehlung' })).not.toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(timeToHire.rows.length)
  })

  it('is left out without its days template', () => {
    expect(normalisedSection({ ...timeToHire, daysTemplate: null })).toBeUndefined()
  })

  it('renders nothing without rows', () => {
    const { container } = render(<TimeToHire content={{ ...timeToHire, rows: [] }} />)
    expect(container).toBeEmptyDOMElement()
  })
})
