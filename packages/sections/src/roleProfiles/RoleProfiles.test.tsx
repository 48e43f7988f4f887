import { render, screen, within } from '@testing-library/react'
import { normalisedSection } from '../testing/fixtures'
import { jobDescriptionFixture } from '../testing/resources.fixture'
import { RoleProfiles } from './RoleProfiles'
import { asMatched } from '../testing/text'

const section = jobDescriptionFixture.roles
const profiles = section.profiles
const profileOf = (key: string) => profiles.find((profile) => profile.key === key)!

describe('RoleProfiles', () => {
  it('renders the three roles as articles, each anchored by its key and named by its title', () => {
    render(<RoleProfiles content={section} />)
    const articles = screen.getAllByRole('article')
    expect(articles.map((article) => article.id)).toEqual(['opener', 'setter', 'closer'])
    expect(articles[2]).toHaveAccessibleName(profileOf('closer').title)
  })

  it('links the roles from a named in-page navigation', () => {
    render(<RoleProfiles content={section} />)
    const nav = screen.getByRole('navigation', { name: section.navLabel })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Opener', '#opener'],
      ['Setter', '#setter'],
      ['Closer', '#closer'],
    ])
    for (const link of links) {
      expect(document.querySelector(link.getAttribute('href')!)).toBeInTheDocument()
    }
  })

  it('shows every part of a role: texts, lists, metrics and pay under their labels', () => {
    render(<RoleProfiles content={section} />)
    const profile = profileOf('closer')
    const closer = screen.getByRole('article', { name: profile.title })
    for (const label of [
      section.responsibilitiesLabel,
      section.skillsLabel,
      section.whenToHireLabel,
      section.metricsLabel,
      section.compensationLabel,
    ]) {
      expect(within(closer).getByRole('heading', { level: 4, name: label })).toBeInTheDocument()
    }
    for (const copy of [profile.subtitle, profile.description, profile.detailedDescription]) {
      expect(within(closer).getByText(copy)).toBeInTheDocument()
    }
    expect(
      within(closer)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([...profile.responsibilities, ...profile.whenToHire, ...profile.skills])
    expect(profile.metrics.length).toBeGreaterThan(0)
    for (const { label, value } of profile.metrics) {
      const metric = within(closer).getByText(label)
      expect(metric.tagName).toBe('DT')
      expect(metric.nextElementSibling).toHaveTextContent(asMatched(value))
    }
    expect(within(closer).getByText(asMatched(profile.compensation))).toBeInTheDocument()
  })

  const normalised = (content: unknown) => normalisedSection<'roleProfilesSection'>(content)!

  it('leaves out a list block without entries, not the role', () => {
    const broken = [{ ...profiles[0], skills: [null, ''], whenToHire: [] }]
    render(<RoleProfiles content={normalised({ ...section, profiles: broken })} />)
    const opener = screen.getByRole('article', { name: profiles[0]!.title })
    const blocks = within(opener).getAllByRole('heading', { level: 4 })
    expect(blocks.map((heading) => heading.textContent)).toEqual([
      section.responsibilitiesLabel,
      section.compensationLabel,
      section.metricsLabel,
    ])
  })

  it('skips a role without title; no jump links for a single role', () => {
    const withoutTitle = [{ ...profiles[1], title: null }, profiles[2]]
    render(<RoleProfiles content={normalised({ ...section, profiles: withoutTitle })} />)
    expect(screen.getAllByRole('article')).toHaveLength(1)
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
  })

  it('skips a role with an unknown key, and its jump link', () => {
    const odd = [{ ...profiles[0], key: 'Opener Nr. 1' }, profiles[1], profiles[2]]
    render(<RoleProfiles content={normalised({ ...section, profiles: odd })} />)
    expect(screen.getAllByRole('article').map((article) => article.id)).toEqual([
      'setter',
      'closer',
    ])
    expect(screen.getAllByRole('link')).toHaveLength(2)
  })

  it('is left out without a heading', () => {
    expect(normalisedSection({ ...section, heading: null })).toBeUndefined()
  })

  it('renders nothing without profiles', () => {
    const { container } = render(<RoleProfiles content={{ ...section, profiles: [] }} />)
    expect(container).toBeEmptyDOMElement()
  })
})
