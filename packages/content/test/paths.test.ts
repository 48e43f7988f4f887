import {
  careersPath,
  documentPath,
  legalSlugs,
  notFoundPaths,
  openingPath,
  openingSlugProblem,
  redirectSourceProblem,
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

  it('refuses the site’s own folders, legal texts and 404 pages', () => {
    for (const segment of reservedSegments.filter((name) => !name.startsWith('_'))) {
      expect(slugProblem(`${segment}/x`)).toMatch(/Website/)
    }
    expect(slugProblem('_next/x')).toBeDefined()
    for (const slug of legalSlugs) expect(slugProblem(slug)).toMatch(/Rechtstext/)
    for (const slug of notFoundPaths) expect(slugProblem(slug)).toMatch(/Fehlerseite/)
    // The 404 route takes every path below it, so no page may live there.
    expect(slugProblem('nicht-gefunden/angebote')).toMatch(/Fehlerseite/)
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

describe('documentPath', () => {
  it('puts pages and legal texts at their slug, openings below the careers page', () => {
    expect(documentPath('page', 'unternehmen/preise')).toBe('/unternehmen/preise')
    expect(documentPath('legalDocument', 'agb')).toBe('/agb')
    expect(documentPath('careerOpening', 'cmo')).toBe(`/${careersPath}/cmo`)
  })
})

describe('redirectSourceProblem', () => {
  it.each(['/preise', '/for-talents', '/alt/preise.html', '/kampagne_2025', '/unternehmen/preise'])(
    'accepts %s',
    (path) => expect(redirectSourceProblem(path)).toBeUndefined(),
  )

  it.each([
    ['', /alten Pfad angeben/],
    ['preise', /„\/“ am Anfang/],
    ['/', /„\/“ am Anfang/],
    ['/preise/', /ohne „\/“ am Ende/],
    ['/Preise', /Kleinbuchstaben/],
    ['/preise?utm=1', /„\?“/],
    ['/preise#kosten', /„#“/],
    ['//evil.example', /„\/“ am Anfang/],
    ['/a--b', /einzelne/],
    ['/api/revalidate', /Website selbst/],
    ['/og/abc', /Website selbst/],
    ['/sitemap.xml', /Website selbst/],
    [`/${careersPath}/cmo`, /offenen Stellen/],
    ['/agb', /Rechtstext/],
    ['/nicht-gefunden/talente', /Fehlerseite/],
    ['/nicht-gefunden/alt', /Fehlerseite/],
    [`/${'x'.repeat(97)}`, /Höchstens/],
  ])('refuses %j', (path, message) => expect(redirectSourceProblem(path)).toMatch(message))
})
