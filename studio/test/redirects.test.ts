import { loadDocuments, studioSchema, studioValidation, type Document } from './dataset'

// Redirects are content: the Studio refuses the ones that could not work.

const schema = studioSchema()
let documents: Document[]

beforeAll(async () => {
  documents = await loadDocuments()
})

const to = (id: string) => ({ _type: 'link', target: { _type: 'reference', _ref: id } })

const redirect = (source: string, destination: unknown = to('pricingPage')): Document => ({
  _id: 'redirect-neu',
  _type: 'redirect',
  source,
  destination,
  permanent: true,
})

const issuesOf = async (extra: Document[], id = 'redirect-neu') =>
  (await studioValidation(schema, [...documents, ...extra], { only: [id] })).map(
    ({ path, message }) => `${path}: ${message}`,
  )

test('a new redirect from an unused path to a page is fine', async () => {
  expect(await issuesOf([redirect('/tarife')])).toEqual([])
  expect(await issuesOf([redirect('/alt/preise.html')])).toEqual([])
})

test.each([
  ['preise', /„\/“ am Anfang/],
  ['/Preise', /Kleinbuchstaben/],
  ['/preise/', /ohne „\/“ am Ende/],
  ['/preise?x=1', /„\?“/],
  ['https://salesswipe.example/preise', /„\/“ am Anfang/],
  ['//preise', /„\/“ am Anfang/],
])('a malformed path %j is refused', async (source, message) => {
  const [issue, ...rest] = await issuesOf([redirect(source)])
  expect(rest).toEqual([])
  expect(issue).toMatch(/^source: /)
  expect(issue).toMatch(message)
})

test.each([
  ['/api/revalidate', /gehört der Website selbst/],
  ['/sitemap.xml', /gehört der Website selbst/],
  ['/karriere/cmo', /offenen Stellen/],
  ['/agb', /Rechtstext/],
  ['/nicht-gefunden', /Fehlerseite/],
])('a reserved path %j is refused', async (source, message) => {
  expect(await issuesOf([redirect(source)])).toEqual([expect.stringMatching(message)])
})

test('a live page cannot be redirected away', async () => {
  expect(await issuesOf([redirect('/unternehmen/vergleich')])).toEqual([
    'source: „/unternehmen/vergleich“ ist die Adresse von „Vergleich & ROI-Rechner (Unternehmen)“: eine Seite lässt sich nicht wegleiten.',
  ])
})

test('one redirect per path', async () => {
  expect(await issuesOf([redirect('/preise')])).toEqual([
    'source: Von „/preise“ leitet schon eine andere Weiterleitung weiter.',
  ])
  // The redirect itself, or its draft, is no competitor.
  expect(await issuesOf([], 'redirect-preise')).toEqual([])
  const draft = { ...documents.find((document) => document._id === 'redirect-preise')! }
  draft._id = 'drafts.redirect-preise'
  expect(await issuesOf([draft], draft._id)).toEqual([])
})

test('a page’s former path already redirects to it', async () => {
  const moved = documents.map((document) =>
    document._id === 'pricingPage' ? { ...document, previousPaths: ['tarife'] } : document,
  )
  const issues = await studioValidation(schema, [...moved, redirect('/tarife', to('aboutPage'))], {
    only: ['redirect-neu'],
  })
  expect(issues.map(({ message }) => message)).toEqual([
    expect.stringMatching(/^„\/tarife“ leitet schon auf „Preise“ weiter .*„Frühere Pfade“/),
  ])
})

test('no chain: the destination must not itself redirect', async () => {
  // A page at a path a redirect starts from (the page's form refuses that too).
  const moved = documents.map((document) =>
    document._id === 'aboutPage'
      ? { ...document, slug: { _type: 'slug', current: 'preise' } }
      : document,
  )
  const issues = await studioValidation(schema, [...moved, redirect('/team', to('aboutPage'))], {
    only: ['redirect-neu'],
  })
  expect(issues.map(({ path, message }) => `${path}: ${message}`)).toEqual([
    'destination: Von „/preise“ leitet selbst etwas weiter: bitte direkt das endgültige Ziel wählen.',
  ])
})

test('no loop: a redirect does not lead to its own path', async () => {
  const unpublished = documents.filter((document) => document._id !== 'aboutPage')
  const draftOnly = {
    ...documents.find((document) => document._id === 'aboutPage')!,
    _id: 'drafts.aboutPage',
  }
  const issues = await studioValidation(
    schema,
    [...unpublished, draftOnly, { ...redirect('/ueber-uns'), destination: to('drafts.aboutPage') }],
    { only: ['redirect-neu'] },
  )
  expect(issues.map(({ path, message }) => `${path}: ${message}`)).toContain(
    'destination: Die Weiterleitung führt auf sich selbst.',
  )
})

test('an external destination is an https address', async () => {
  expect(
    await issuesOf([redirect('/blog', { _type: 'link', url: 'mailto:hallo@salesswipe.example' })]),
  ).toEqual(['destination: Hier nur eine Seite der Website oder eine https://-Adresse.'])
  expect(
    await issuesOf([redirect('/blog', { _type: 'link', url: 'https://blog.salesswipe.example' })]),
  ).toEqual([])
})

test('a page cannot take a path a redirect starts from', async () => {
  const moved = documents.map((document) =>
    document._id === 'aboutPage'
      ? { ...document, slug: { _type: 'slug', current: 'vergleich' } }
      : document,
  )
  const issues = await studioValidation(schema, moved, { only: ['aboutPage'] })
  expect(issues.map(({ path, message }) => `${path}: ${message}`)).toEqual([
    'slug: Von „/vergleich“ leitet eine Weiterleitung weiter: bitte sie zuerst unter „Weiterleitungen“ löschen.',
  ])
})
