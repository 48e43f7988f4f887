import { render, screen, within } from '@testing-library/react'
import {
  ctaTargetsFixture as settings,
  normalisedOpeningPage,
  openingPageResult,
} from '../testing/fixtures'
import { OpeningPage, type OpeningContent } from './OpeningPage'

const result = openingPageResult('cmo')
const { labels, ctaTargets } = result
const opening = result.opening!
const url = 'https://salesswipe.example/karriere/cmo'

/** The opening with some fields changed, as the site receives it (null: it has no page). */
const normalisedOpening = (changes: Record<string, unknown>) =>
  normalisedOpeningPage({ ...result, opening: { ...opening, ...changes } }).opening

const renderOpening = (
  content: OpeningContent = opening,
  {
    targets = ctaTargets,
    brand = ctaTargets?.brandName,
  }: { targets?: typeof ctaTargets; brand?: string | null } = {},
) =>
  render(
    <OpeningPage
      opening={content}
      labels={labels}
      targets={targets}
      brand={brand}
      url={url}
      siteUrl="https://salesswipe.example/"
    />,
  )

const postings = (container: HTMLElement) =>
  [...container.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? ''),
  )

describe('OpeningPage', () => {
  it('names the opening, its facts with their labels and links back to the list', () => {
    renderOpening()
    expect(screen.getByRole('heading', { level: 1, name: opening.title })).toBeInTheDocument()
    expect(screen.getByText(opening.description)).toBeInTheDocument()
    const facts = screen
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)
    expect(facts).toEqual([
      `${labels!.departmentLabel}: ${opening.department}`,
      `${labels!.typeLabel}: ${labels!.employmentTypeLabels.fullTime}`,
      `${labels!.locationLabel}: ${opening.location}`,
      `${labels!.startLabel}: ${opening.start}`,
    ])
    expect(screen.getByRole('link', { name: labels!.backLabel })).toHaveAttribute(
      'href',
      '/karriere',
    )
  })

  it('shows the deadline as a German date when there is one', () => {
    renderOpening({ ...opening, validThrough: '2026-03-31' })
    const deadline = screen.getByText('31. März 2026')
    expect(deadline).toHaveAttribute('datetime', '2026-03-31')
    expect(deadline.closest('div')).toHaveTextContent(`${labels!.validThroughLabel}31. März 2026`)
  })

  it('renders the full description with its headings and lists', () => {
    renderOpening()
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    const body = opening.body!.filter((block) => block.style === 'h2')
    expect(headings).toEqual(body.map((block) => block.children![0]!.text))
    expect(screen.getAllByRole('list').length).toBeGreaterThan(0)
  })

  it('applies by e-mail with the opening’s title as subject, above and below the description', () => {
    renderOpening()
    const applies = screen.getAllByRole('link', { name: labels!.applyCta.label })
    expect(applies).toHaveLength(2)
    const lastHeading = screen.getAllByRole('heading', { level: 2 }).at(-1)!
    const [top, bottom] = applies
    // One right under the facts, one after the description's last part.
    expect(
      top!.compareDocumentPosition(lastHeading) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    expect(
      bottom!.compareDocumentPosition(lastHeading) & Node.DOCUMENT_POSITION_PRECEDING,
    ).toBeTruthy()
    for (const apply of applies) {
      const href = apply.getAttribute('href') ?? ''
      expect(href.startsWith(`${settings.actions.application!.replace(/\?.*$/, '')}?`)).toBe(true)
      expect(new URL(href).searchParams.get('subject')).toBe(
        labels!.subjectTemplate!.replace('{title}', opening.title),
      )
    }
  })

  it('posts the opening as a JobPosting with its page, type and place', () => {
    const { container } = renderOpening()
    expect(postings(container)).toEqual([
      expect.objectContaining({
        '@type': 'JobPosting',
        title: opening.title,
        url,
        employmentType: opening.employmentType,
        hiringOrganization: expect.objectContaining({ name: ctaTargets!.brandName }),
        jobLocation: expect.objectContaining({
          address: expect.objectContaining({ addressLocality: opening.location }),
        }),
      }),
    ])
    expect(postings(container)[0].description).toContain(opening.description)
  })

  it('still shows the opening, without apply link or JobPosting, when settings are missing', () => {
    const targets = {
      ...settings,
      brandName: null,
      actions: { ...settings.actions, application: null },
    }
    const { container } = renderOpening(opening, { targets, brand: null })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(opening.title)
    expect(screen.queryByRole('link', { name: labels!.applyCta.label })).not.toBeInTheDocument()
    expect(postings(container)).toEqual([])
  })

  it('shows an opening with a broken description and start, leaving those out', () => {
    renderOpening(normalisedOpening({ body: 'kein Portable Text', start: 42 })!)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(opening.title)
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([])
    expect(within(screen.getByRole('article')).queryByText(labels!.startLabel)).toBeNull()
  })

  it('has no page without a department', () => {
    expect(normalisedOpening({ department: null })).toBeNull()
  })
})
