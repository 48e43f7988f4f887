import type { DocumentLocationResolverObject, DocumentLocationsState } from 'sanity/presentation'
import { siteRoutes } from '../../apps/web/src/seo/routes'
import { faqPages, locations, mainDocuments } from '../presentation/resolve'
import { pageRoutes } from '../presentation/routes'
import { schemaTypes } from '../schemas'
import { loadDocuments, type Document } from './dataset'

// The Presentation tool's map of the site must match the routes the site registers
// (apps/web/src/seo/routes.ts) and the documents the dataset holds.

let documents: Document[]
beforeAll(async () => {
  documents = await loadDocuments()
})

const documentTypes = schemaTypes
  .filter((type) => type.type === 'document')
  .map((type) => type.name)

/** The locations the Studio shows for a document. */
function locationsOf(document: Document): string[] {
  const resolver = locations[document._type]
  if (!resolver) return []
  const state: DocumentLocationsState | null | undefined | void =
    'resolve' in resolver
      ? (resolver as DocumentLocationResolverObject).resolve(
          Object.fromEntries(
            Object.entries((resolver as DocumentLocationResolverObject).select).map(
              ([key, path]) => [key, valueAt(document, path)],
            ),
          ),
        )
      : resolver
  return (state?.locations ?? []).map((location) => location.href)
}

const valueAt = (document: Document, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], document)

test('the Studio knows exactly the routes the site registers, with the same documents', () => {
  expect(pageRoutes.map(({ path, documentId }) => ({ path, documentId }))).toEqual(
    siteRoutes.map(({ path, documentId }) => ({ path, documentId })),
  )
})

test('every route’s document exists with the type the Studio expects', () => {
  for (const route of pageRoutes) {
    const document = documents.find(({ _id }) => _id === route.documentId)
    expect({ path: route.path, type: document?._type }).toEqual({
      path: route.path,
      type: route.type,
    })
  }
})

test('every document type has locations, and every published document appears somewhere', () => {
  expect(documentTypes.filter((type) => !(type in locations))).toEqual([])
  const nowhere = documents
    .filter((document) => documentTypes.includes(document._type))
    .filter((document) => locationsOf(document).length === 0)
    .map(({ _id }) => _id)
  expect(nowhere).toEqual([])
})

test('locations point at registered routes only', () => {
  const paths = new Set(siteRoutes.map(({ path }) => path))
  const hrefs = documents.flatMap(locationsOf)
  expect(hrefs.filter((href) => !paths.has(href))).toEqual([])
  expect(Object.values(faqPages).filter((path) => !paths.has(path))).toEqual([])
})

test('a page document is shown on its own route; site settings on every route', () => {
  const byId = (id: string) => documents.find(({ _id }) => _id === id)!
  expect(locationsOf(byId('companyLandingPage'))).toEqual(['/unternehmen'])
  expect(locationsOf(byId('legalDocument-agb'))).toEqual(['/agb'])
  expect(locationsOf(byId('siteSettings'))).toEqual(siteRoutes.map(({ path }) => path))
  const conciergeFaq = documents.find(
    (document) => document._type === 'faq' && document.audience === 'concierge',
  )!
  expect(locationsOf(conciergeFaq)).toEqual(['/unternehmen/onboarding-concierge'])
})

test('each route opens its own document as the main document', () => {
  expect(mainDocuments).toEqual(
    siteRoutes.map(({ path, documentId }) => ({ route: path, filter: `_id == "${documentId}"` })),
  )
})
