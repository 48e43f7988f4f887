import {
  legalSlugs,
  notFoundPaths,
  redirectedPaths,
  reservedSegments,
  slugify,
  slugProblem,
} from '../src/paths'

describe('slugProblem', () => {
  it.each(['unternehmen', 'unternehmen/preise', 'talente/so-funktionierts', 'kampagne-2026/q1'])(
    'accepts %s',
    (slug) => expect(slugProblem(slug)).toBeUndefined(),
  )

  it.each([
    ['', /Pfad angeben/],
    ['/unternehmen', /Kleinbuchstaben/],
    ['unternehmen/', /Kleinbuchstaben/],
    ['Unternehmen', /Kleinbuchstaben/],
    ['über-uns', /Kleinbuchstaben/],
    ['a--b', /Kleinbuchstaben/],
    ['a//b', /Kleinbuchstaben/],
    ['sitemap.xml', /Kleinbuchstaben/],
    ['a b', /Kleinbuchstaben/],
    ['x'.repeat(97), /Höchstens/],
  ])('refuses %j', (slug, message) => expect(slugProblem(slug)).toMatch(message))

  it('refuses the site’s own folders, redirected paths and legal texts', () => {
    for (const segment of reservedSegments.filter((name) => !name.startsWith('_'))) {
      expect(slugProblem(`${segment}/x`)).toMatch(/Website/)
    }
    expect(slugProblem('_next/x')).toBeDefined()
    for (const path of redirectedPaths) expect(slugProblem(path)).toMatch(/leitet/)
    for (const slug of legalSlugs) expect(slugProblem(slug)).toMatch(/Rechtstext/)
    for (const slug of notFoundPaths) expect(slugProblem(slug)).toMatch(/Fehlerseite/)
  })
})

describe('slugify', () => {
  it.each([
    ['Über uns', 'ueber-uns'],
    ['Größe & Maß', 'groesse-mass'],
    ['  Kampagne: Q1 2026! ', 'kampagne-q1-2026'],
    ['Café Crème', 'cafe-creme'],
  ])('turns %j into %j', (title, slug) => {
    expect(slugify(title)).toBe(slug)
    expect(slugProblem(slugify(title))).toBeUndefined()
  })
})
