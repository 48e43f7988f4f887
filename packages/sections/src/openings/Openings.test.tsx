import { render, screen, within } from '@testing-library/react'
import { ctaTargetsFixture as settings, normalisedSection } from '../testing/fixtures'
import { openingsFixture as openings } from '../testing/companyPages.fixture'
import { Openings } from './Openings'

const renderOpenings = (content: typeof openings, targets = settings) =>
  render(<Openings content={content} targets={targets} />)

/** The settings with another application target. */
const applyingAt = (application: string) => ({
  ...settings,
  actions: { ...settings.actions, application },
})

const opening = (title: string) => screen.getByRole('article', { name: title })
const applyLabel = openings.applyCta.label

describe('Openings', () => {
  it('lists every opening with department, type and location, each named for screen readers', () => {
    renderOpenings(openings)
    const region = screen.getByRole('region', { name: openings.heading })
    // The spec's six openings, then the spontaneous application.
    expect(within(region).getAllByRole('article')).toHaveLength(7)
    for (const { title } of openings.items) {
      expect(within(region).getByRole('article', { name: title })).toBeInTheDocument()
    }
    const cmo = openings.items.find((item) => item.title === 'CMO')!
    expect(cmo.employmentType).toBe('FULL_TIME')
    const facts = within(opening('CMO'))
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)
    expect(facts).toEqual([
      `${openings.departmentLabel}: ${cmo.department}`,
      // The section's word for the opening's employment type (FULL_TIME).
      `${openings.typeLabel}: Vollzeit`,
      `${openings.locationLabel}: ${cmo.location}`,
    ])
    expect(opening('CMO')).toHaveTextContent(cmo.description)
  })

  it('links each opening to its own page below the careers page', () => {
    renderOpenings(openings)
    for (const { title, slug } of openings.items) {
      expect(within(opening(title)).getByRole('link', { name: title })).toHaveAttribute(
        'href',
        `/karriere/${slug}`,
      )
    }
  })

  it('leaves out an opening past its deadline or without a page', () => {
    const [first, second, ...rest] = openings.items
    const items = [{ ...first, validThrough: '2020-12-31' }, { ...second, slug: null }, ...rest]
    renderOpenings(normalisedSection<'openingsSection'>({ ...openings, items })!)
    expect(screen.queryByRole('article', { name: first!.title })).not.toBeInTheDocument()
    expect(screen.queryByRole('article', { name: second!.title })).not.toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(rest.length + 1)
  })

  it('does not post the openings as JobPostings: Google reads those on their own pages only', () => {
    const { container } = renderOpenings(openings)
    expect(container.querySelector('script[type="application/ld+json"]')).toBeNull()
  })

  it('applies by e-mail with the opening’s title as subject', () => {
    renderOpenings(openings)
    const apply = within(opening('UX/UI Designer')).getByRole('link', { name: applyLabel })
    const address = settings.actions.application!.replace(/\?.*$/, '')
    expect(address).toMatch(/^mailto:/)
    const subject = openings.subjectTemplate!.replace('{title}', 'UX/UI Designer')
    expect(apply).toHaveAttribute('href', `${address}?subject=${encodeURIComponent(subject)}`)
    expect(apply).toHaveAttribute('data-cta-action', 'application')
    expect(apply).not.toHaveAttribute('target')
  })

  it('opens a web application form in a new tab, unchanged', () => {
    const form = 'https://jobs.salesswipe.example/bewerben'
    renderOpenings(openings, applyingAt(form))
    const apply = within(opening('CMO')).getByRole('link', { name: applyLabel })
    expect(apply).toHaveAttribute('href', form)
    expect(apply).toHaveAttribute('target', '_blank')
  })

  it('ends with the spontaneous application', () => {
    renderOpenings(openings)
    const articles = screen.getAllByRole('article')
    const spontaneous = articles[articles.length - 1]!
    expect(spontaneous).toHaveAccessibleName(openings.spontaneous.heading)
    const link = within(spontaneous).getByRole('link', { name: openings.spontaneous.cta.label })
    expect(link).toHaveAttribute('href', settings.actions.application)
  })

  it('shows the openings without apply links when the application has no target', () => {
    renderOpenings(openings, applyingAt(''))
    expect(opening('CMO')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: applyLabel })).not.toBeInTheDocument()
  })

  it('is left out without a heading', () => {
    expect(normalisedSection({ ...openings, heading: null })).toBeUndefined()
  })

  it('renders nothing without open openings', () => {
    const closed = openings.items.map((item) => ({ ...item, validThrough: '2020-12-31' }))
    expect(renderOpenings({ ...openings, items: closed }).container).toBeEmptyDOMElement()
  })
})
