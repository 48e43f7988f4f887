import { render, screen, within } from '@testing-library/react'
import { malformed } from '../landing.fixture'
import { jobDescriptionFixture } from '../resources.fixture'
import { RoleProfiles } from './RoleProfiles'

const section = jobDescriptionFixture.roles
const profiles = section!.profiles

describe('RoleProfiles', () => {
  it('renders the three roles as articles, each anchored by its key and named by its title', () => {
    render(<RoleProfiles content={section} />)
    const articles = screen.getAllByRole('article')
    expect(articles.map((article) => article.id)).toEqual(['opener', 'setter', 'closer'])
    expect(articles[2]).toHaveAccessibleName('Closer (Account Executive)')
  })

  it('links the roles from a named in-page navigation', () => {
    render(<RoleProfiles content={section} />)
    const nav = screen.getByRole('navigation', { name: 'Rollen auf dieser Seite' })
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
    const closer = screen.getByRole('article', { name: 'Closer (Account Executive)' })
    for (const label of [
      'Aufgaben',
      'Skills',
      'Wann du einstellen solltest',
      'Typische Kennzahlen',
      'Typische Vergütung',
    ]) {
      expect(within(closer).getByRole('heading', { level: 4, name: label })).toBeInTheDocument()
    }
    expect(within(closer).getByText('Untertitel Closer')).toBeInTheDocument()
    expect(within(closer).getByText('Ausführliche Beschreibung Closer.')).toBeInTheDocument()
    expect(
      within(closer)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Aufgabe Closer 1', 'Aufgabe Closer 2', 'Wann Closer', 'Skill Closer'])
    const metric = within(closer).getByText('Kennzahl Closer')
    expect(metric.tagName).toBe('DT')
    expect(metric.nextElementSibling).toHaveTextContent('30–20')
    expect(
      within(closer).getByText('4.000–6.000 € pro Monat plus 10–20 % vom Dealvolumen'),
    ).toBeInTheDocument()
  })

  it('leaves out a block whose label or entries are missing, not the role', () => {
    const broken = [{ ...profiles[0], skills: [null, ''], compensation: null, metrics: 'viele' }]
    render(
      <RoleProfiles
        content={malformed({ ...section, responsibilitiesLabel: '', profiles: broken })}
      />,
    )
    const opener = screen.getByRole('article', { name: 'Opener (SDR)' })
    const blocks = within(opener).getAllByRole('heading', { level: 4 })
    expect(blocks.map((heading) => heading.textContent)).toEqual(['Wann du einstellen solltest'])
  })

  it('skips a role without title; no jump links for a single role', () => {
    const withoutTitle = [{ ...profiles[1], title: null }, profiles[2]]
    render(<RoleProfiles content={malformed({ ...section, profiles: withoutTitle })} />)
    expect(screen.getAllByRole('article')).toHaveLength(1)
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
  })

  it('keeps a role with an unusable key, without anchor or jump link', () => {
    const odd = [{ ...profiles[0], key: 'Opener Nr. 1' }, profiles[1], profiles[2]]
    render(<RoleProfiles content={malformed({ ...section, profiles: odd })} />)
    expect(screen.getAllByRole('article')[0]).not.toHaveAttribute('id')
    expect(screen.getAllByRole('link')).toHaveLength(2)
  })

  it.each([
    ['no content', undefined],
    ['no heading', { ...section, heading: null }],
    ['no profiles', { ...section, profiles: [] }],
  ])('renders nothing for %s', (_case, content) => {
    expect(render(<RoleProfiles content={malformed(content)} />).container).toBeEmptyDOMElement()
  })
})
