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

  describe('salary range, responsibilities, requirements and benefits', () => {
    const detailed = {
      ...opening,
      salaryRange: { min: 90000, max: 120000 },
      responsibilities: ['Du baust das Marketing-Team auf.', 'Du verantwortest das Budget.'],
      requirements: ['Erfahrung als Marketing-Leitung.'],
      benefits: ['Weiterbildungsbudget', 'Flexible Arbeitszeiten', 'Büro in München'],
    }
    const listUnder = (heading: string) =>
      within(screen.getByRole('region', { name: heading }))
        .getAllByRole('listitem')
        .map((item) => item.textContent)

    it('shows the salary range among the facts and each list under its heading', () => {
      const { container } = renderOpening(detailed)
      const salary = screen.getByText(labels!.salaryLabel)
      // Whole euros, the range kept on one line (word joiner after the dash, no-break space).
      expect(salary.nextElementSibling?.textContent).toBe('90.000–\u2060120.000\u00A0€')
      expect(listUnder(labels!.responsibilitiesLabel)).toEqual(detailed.responsibilities)
      expect(listUnder(labels!.requirementsLabel)).toEqual(detailed.requirements)
      expect(listUnder(labels!.benefitsLabel)).toEqual(detailed.benefits)
      // After the full description, in the order a reader expects.
      const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
      expect(headings.slice(-3)).toEqual([
        labels!.responsibilitiesLabel,
        labels!.requirementsLabel,
        labels!.benefitsLabel,
      ])
      expect(postings(container)[0]).toMatchObject({
        baseSalary: { currency: 'EUR', value: { minValue: 90000, maxValue: 120000 } },
      })
    })

    it('leaves out what the opening does not have', () => {
      const { container } = renderOpening({ ...detailed, salaryRange: null, requirements: [] })
      expect(screen.queryByText(labels!.salaryLabel)).toBeNull()
      expect(screen.queryByRole('region', { name: labels!.requirementsLabel })).toBeNull()
      expect(screen.getByRole('region', { name: labels!.benefitsLabel })).toBeInTheDocument()
      expect(postings(container)[0]).not.toHaveProperty('baseSalary')
    })

    it('shows none of them for an opening without them (the bundled ones)', () => {
      const { container } = renderOpening()
      expect(screen.queryByText(labels!.salaryLabel)).toBeNull()
      for (const heading of [labels!.responsibilitiesLabel, labels!.requirementsLabel]) {
        expect(screen.queryByRole('region', { name: heading })).toBeNull()
      }
      expect(postings(container)[0]).not.toHaveProperty('baseSalary')
    })

    it('drops a broken salary range and still shows the opening', () => {
      const broken = normalisedOpening({ ...detailed, salaryRange: { min: 'viel', max: null } })!
      renderOpening(broken)
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(opening.title)
      expect(screen.queryByText(labels!.salaryLabel)).toBeNull()
      expect(listUnder(labels!.benefitsLabel)).toEqual(detailed.benefits)
    })
  })

  it('has no page without a department', () => {
    expect(normalisedOpening({ department: null })).toBeNull()
  })
})
