import { render, screen, within } from '@testing-library/react'
import { ctaTargetsFixture as settings } from '../testing/fixtures'
import { malformed, openingsFixture as openings } from '../testing/companyPages.fixture'
import { Openings } from './Openings'

const renderOpenings = (content: unknown = openings, targets = settings) =>
  render(<Openings id="stellen" content={malformed(content)} targets={targets} />)

/** The settings with another application target. */
const applyingAt = (application: string) => ({
  ...settings,
  actions: { ...settings.actions!, application },
})

const opening = (title: string) => screen.getByRole('article', { name: title })
const applyLabel = openings.applyCta!.label!

describe('Openings', () => {
  it('lists every opening with department, type and location, each named for screen readers', () => {
    renderOpenings()
    const region = screen.getByRole('region', { name: openings.heading! })
    // The spec's six openings, then the spontaneous application.
    expect(within(region).getAllByRole('article')).toHaveLength(7)
    for (const { title } of openings.items) {
      expect(within(region).getByRole('article', { name: title! })).toBeInTheDocument()
    }
    const cmo = openings.items.find((item) => item.title === 'CMO')!
    const facts = within(opening('CMO'))
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)
    expect(facts).toEqual([
      `${openings.departmentLabel}: ${cmo.department}`,
      `${openings.typeLabel}: ${cmo.employmentType}`,
      `${openings.locationLabel}: ${cmo.location}`,
    ])
    expect(opening('CMO')).toHaveTextContent(cmo.description!)
  })

  it('links each opening to its own page below the careers page', () => {
    renderOpenings()
    for (const { title, slug } of openings.items) {
      expect(within(opening(title!)).getByRole('link', { name: title! })).toHaveAttribute(
        'href',
        `/karriere/${slug}`,
      )
    }
  })

  it('leaves out an opening past its deadline or without a page', () => {
    const [first, second, ...rest] = openings.items
    renderOpenings({
      ...openings,
      items: [{ ...first, validThrough: '2020-12-31' }, { ...second, slug: null }, ...rest],
    })
    expect(screen.queryByRole('article', { name: first!.title! })).not.toBeInTheDocument()
    expect(screen.queryByRole('article', { name: second!.title! })).not.toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(rest.length + 1)
  })

  it('does not post the openings as JobPostings: Google reads those on their own pages only', () => {
    const { container } = renderOpenings()
    expect(container.querySelector('script[type="application/ld+json"]')).toBeNull()
  })

  it('applies by e-mail with the opening’s title as subject', () => {
    renderOpenings()
    const apply = within(opening('UX/UI Designer')).getByRole('link', { name: applyLabel })
    const address = settings.actions!.application!.replace(/\?.*$/, '')
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
    renderOpenings()
    const articles = screen.getAllByRole('article')
    const spontaneous = articles[articles.length - 1]!
    expect(spontaneous).toHaveAccessibleName(openings.spontaneous!.heading!)
    const link = within(spontaneous).getByRole('link', { name: openings.spontaneous!.cta!.label! })
    expect(link).toHaveAttribute('href', settings.actions?.application)
  })

  it('shows the openings without apply links when the application has no target', () => {
    renderOpenings(openings, applyingAt(''))
    expect(opening('CMO')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: applyLabel })).not.toBeInTheDocument()
  })

  it.each([
    ['no content', null],
    ['no heading', { ...openings, heading: null }],
    ['no openings', { ...openings, items: [] }],
  ])('renders nothing for %s', (_case, content) => {
    expect(renderOpenings(content).container).toBeEmptyDOMElement()
  })
})
