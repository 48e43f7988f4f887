import {
  careersPath,
  legalSlugs,
  notFoundPaths,
  openingPath,
  openingSlugProblem,
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

describe('the careers page and its openings', () => {
  it('keeps every path below the careers page for the openings', () => {
    expect(slugProblem(careersPath)).toBeUndefined()
    expect(slugProblem(`${careersPath}/frontend-developer`)).toMatch(/offenen Stellen/)
    expect(slugProblem(`${careersPath}/team/berlin`)).toMatch(/offenen Stellen/)
    expect(slugProblem(`${careersPath}-2026`)).toBeUndefined()
  })

  it('gives an opening one segment below the careers page', () => {
    expect(openingSlugProblem('frontend-developer')).toBeUndefined()
    expect(openingPath('frontend-developer')).toBe(`${careersPath}/frontend-developer`)
    expect(openingSlugProblem('')).toMatch(/Pfad angeben/)
    expect(openingSlugProblem('team/frontend')).toMatch(/kein „\/“/)
    expect(openingSlugProblem('Frontend')).toMatch(/Kleinbuchstaben/)
    expect(openingSlugProblem('x'.repeat(97))).toMatch(/Höchstens/)
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
