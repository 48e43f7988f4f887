import { evaluate, parse } from 'groq-js'
import { listedBy, locationsQuery, mainDocuments, toLocations } from '../presentation/resolve'
import { schemaTypes } from '../schemas'
import { asImported, loadDocuments, type Document } from './dataset'

// The Presentation tool's map of the site, read from the content as the Studio reads it: every
// document appears on the pages that show it, and every path opens its own document.

let documents: Document[]
beforeAll(async () => {
  documents = (await loadDocuments()).map(asImported)
})

const documentTypes: string[] = schemaTypes
  .filter((type) => type.type === 'document')
  .map((type) => type.name)

const run = async (query: string, params: Record<string, unknown>) =>
  (await evaluate(parse(query, { params }), { dataset: documents, params })).get()

/** The paths the Studio lists for a document. */
async function locationsOf(document: Document): Promise<string[]> {
  const query = locationsQuery(document._type)
  if (!query) return []
  const pages = (await run(query, { id: document._id })) as { slug?: string }[]
  return toLocations(pages).locations.map((location) => location.href)
}

const byId = (id: string) => documents.find(({ _id }) => _id === id)!
const pagePaths = () =>
  documents
    .filter((document) => ['page', 'legalDocument'].includes(document._type))
    .map((document) => `/${(document.slug as { current: string }).current}`)

test('every document type the site shows has locations; every such document appears', async () => {
  const withoutLocations = documentTypes.filter((type) => !locationsQuery(type))
  expect(withoutLocations).toEqual([])
  const nowhere = []
  for (const document of documents.filter(({ _type }) => documentTypes.includes(_type))) {
    if ((await locationsOf(document)).length === 0) nowhere.push(document._id)
  }
  expect(nowhere).toEqual([])
})

test('a page or legal text is shown on its own path; site settings on every one', async () => {
  expect(await locationsOf(byId('companyLandingPage'))).toEqual(['/unternehmen'])
  expect(await locationsOf(byId('legalDocument-agb'))).toEqual(['/agb'])
  expect((await locationsOf(byId('siteSettings'))).sort()).toEqual(pagePaths().sort())
})

test('listed documents appear wherever a section lists their type', async () => {
  const agent = documents.find(({ _type }) => _type === 'agent')!
  expect(await locationsOf(agent)).toEqual(['/unternehmen'])
  const plan = documents.find(({ _type }) => _type === 'pricingPlan')!
  expect(await locationsOf(plan)).toEqual([
    '/unternehmen',
    '/unternehmen/preise',
    '/unternehmen/vergleich',
  ])
  const role = documents.find(({ _type }) => _type === 'roleProfile')!
  expect(await locationsOf(role)).toEqual(['/interviewfragen', '/jobbeschreibung', '/talente'])
  expect(Object.keys(listedBy).every((type) => documentTypes.includes(type))).toBe(true)
})

test('an FAQ appears on the pages whose FAQ section shows its audience', async () => {
  const conciergeFaq = documents.find(
    (document) => document._type === 'faq' && document.audience === 'concierge',
  )!
  expect(await locationsOf(conciergeFaq)).toEqual(['/unternehmen/onboarding-concierge'])
})

test('a new page appears on its path without any change to the Studio', async () => {
  documents.push({ _id: 'page-kampagne', _type: 'page', slug: { current: 'kampagne/q1' } })
  try {
    expect(await locationsOf(byId('page-kampagne'))).toEqual(['/kampagne/q1'])
  } finally {
    documents.pop()
  }
})

/** The main documents Presentation opens for a path: the first resolver whose route matches. */
async function mainDocumentOf(path: string, params: Record<string, string>, route: string) {
  const resolver = mainDocuments.find((candidate) => candidate.route === route)
  const resolve = (resolver as unknown as { resolve: (context: object) => unknown }).resolve
  const resolved = resolve({ path, origin: undefined, params }) as {
    filter: string
    params: Record<string, unknown>
  }
  return (await run(`*[${resolved.filter}]._id`, resolved.params)) as string[]
}

test('every path opens its own page or legal text as the main document', async () => {
  expect(mainDocuments.at(-1)?.route).toBe('/:path+')
  for (const path of pagePaths()) {
    const found = await mainDocumentOf(path, {}, '/:path+')
    expect(found).toHaveLength(1)
    expect(`/${(byId(found[0]!).slug as { current: string }).current}`).toBe(path)
  }
})

test('an opening is shown on the careers page and on its own page, which opens it', async () => {
  const openings = documents.filter(({ _type }) => _type === 'careerOpening')
  const open = openings.find((opening) => opening.open === true)!
  const slug = (open.slug as { current: string }).current
  expect(await locationsOf(open)).toEqual([`/karriere/${slug}`, '/karriere'])
  expect(mainDocuments[0]?.route).toBe('/karriere/:opening')
  expect(
    await mainDocumentOf(`/karriere/${slug}`, { opening: slug }, '/karriere/:opening'),
  ).toEqual([open._id])
  // A closed opening has no page of its own, only the list's location (where it is left out).
  const closed = openings.find((opening) => opening.open === false)!
  expect(await locationsOf(closed)).toEqual(['/karriere'])
})
