import { createClient } from '@sanity/client'
import {
  defaultTemplatesForSchema,
  type DocumentActionComponent,
  type DocumentActionsContext,
  type NewDocumentCreationContext,
  type NewDocumentOptionsContext,
  type TemplateItem,
} from 'sanity'
import { evaluate, parse } from 'groq-js'
import { createStructureBuilder, type StructureResolverContext } from 'sanity/structure'
import config from '../sanity.config'
import { schemaTypes, singletonTypes } from '../schemas'
import { structure } from '../structure'
import { interviewQuestionsFields } from '@repo/sections/interviewQuestions/query'
import { sectionProjections } from '@repo/sections/projections'
import { sectionTypeNames } from '../schemas/documents/page'
import { asImported, loadDocuments, studioSchema, type Document } from './dataset'

// The Studio as editors meet it: the desk in German, the pages first, every content type in one
// place, the settings and legal texts that cannot be created, duplicated or deleted, ordered lists
// by drag and drop.

/** A desk entry that opens documents: its group, title and what it shows. */
interface Entry {
  group: string
  title: string
  /** The document type it lists or edits. */
  type: string
  /** Set for a singleton's editor: the fixed document id. */
  documentId?: string
  /** Set for the FAQ lists: the audience they filter by. */
  audience?: string
  /** Set for the interview question lists: the role (its key) they filter by. */
  role?: string
  /** Whether its documents are ordered by drag and drop (@sanity/orderable-document-list). */
  orderable: boolean
  /** Titles of the list's menu entries. */
  menu: string[]
  /** Templates of the list's "create" button (what a new document in this list can be). */
  templates: string[]
  /** The intent of an ordered list's "create" menu entry: its template and parameters. */
  create?: { template?: string; parameters?: Record<string, unknown> }
  /** A plain document list's GROQ filter, its parameters and the order it opens in. */
  filter?: string
  params?: Record<string, unknown>
  ordering?: { field: string; direction: string }[]
}

interface Node {
  id?: string
  title?: string
  type?: string
  items?: Node[]
  child?: unknown
  options?: {
    id?: string
    type?: string
    filter?: string
    params?: Record<string, unknown>
    defaultOrdering?: { field: string; direction: string }[]
  }
  schemaTypeName?: string
  menuItems?: {
    title?: string
    intent?: { type?: string; params?: unknown }
  }[]
  initialValueTemplates?: { templateId?: string }[]
}

const serialized = (node: unknown): Node | undefined =>
  node && typeof (node as { serialize?: unknown }).serialize === 'function'
    ? (node as { serialize: () => Node }).serialize()
    : (node as Node | undefined)

let groups: { title: string; entries: Entry[] }[]
const schema = studioSchema()

/** The templates the Studio keeps (`schema.templates` of the config). */
const templates = (
  config.schema?.templates as (previous: ReturnType<typeof defaultTemplatesForSchema>) => {
    id: string
    schemaType: string
    value: unknown
  }[]
)(defaultTemplatesForSchema(schema))

/** The "new document" options the config's `newDocumentOptions` leaves of the kept templates. */
const newDocumentOptions = (creationContext: NewDocumentCreationContext) =>
  (
    config.document?.newDocumentOptions as (
      previous: TemplateItem[],
      context: Partial<NewDocumentOptionsContext>,
    ) => TemplateItem[]
  )(
    templates.map((template) => ({ templateId: template.id })),
    { creationContext },
  ).map((option) => option.templateId)

/** What a list's "create" button offers: the config's options, then those of the list's type. */
const listTemplates = (creationContext: NewDocumentCreationContext) =>
  newDocumentOptions(creationContext)
    .filter(
      (templateId) =>
        !creationContext.schemaType ||
        templates.find((template) => template.id === templateId)?.schemaType ===
          creationContext.schemaType,
    )
    .map((templateId) => ({ templateId }))

beforeAll(() => {
  // What the desk needs of the Studio's workspace; the client is never asked anything.
  const client = createClient({
    projectId: 'placeholder',
    dataset: 'production',
    apiVersion: '2025-10-01',
    useCdn: false,
  })
  const source = {
    schema,
    getClient: () => client,
    templates,
    document: { resolveNewDocumentOptions: listTemplates },
    i18n: { t: (key: string) => key },
    currentUser: null,
  } as unknown as Parameters<typeof createStructureBuilder>[0]['source']
  const S = createStructureBuilder({ source, perspectiveStack: [] })
  const context = { ...source, perspectiveStack: [] } as unknown as StructureResolverContext
  const root = serialized(structure(S, context))!

  const entry = (group: string, item: Node): Entry | undefined => {
    const child = serialized(item.child)
    if (!child) return undefined
    const params = child.options?.params
    if (child.type === 'document') {
      return {
        group,
        title: item.title ?? '',
        type: child.options?.type ?? '',
        documentId: child.options?.id,
        orderable: false,
        menu: [],
        templates: [],
      }
    }
    // The plugin's list is a custom pane component; a plain document list is not.
    const orderable = child.type === 'component'
    const createIntent = child.menuItems?.find((menuItem) => menuItem.intent?.type === 'create')
      ?.intent?.params
    const [intent, parameters] = (Array.isArray(createIntent) ? createIntent : [createIntent]) as [
      { template?: string } | undefined,
      Record<string, unknown> | undefined,
    ]
    return {
      group,
      title: item.title ?? '',
      type: child.options?.type ?? child.schemaTypeName ?? String(params?.type ?? ''),
      ...(typeof params?.audience === 'string' && { audience: params.audience }),
      ...(typeof params?.role === 'string' && { role: params.role }),
      orderable,
      menu: (child.menuItems ?? []).map((menuItem) => menuItem.title ?? ''),
      templates: (child.initialValueTemplates ?? []).map((item) => item.templateId ?? ''),
      ...(orderable && { create: { template: intent?.template, parameters } }),
      filter: child.options?.filter,
      params,
      ...(child.options?.defaultOrdering && { ordering: child.options.defaultOrdering }),
    }
  }

  groups = (root.items ?? [])
    .filter((item) => item.title)
    .map((item) => {
      const child = serialized(item.child)
      const entries =
        child?.type === 'list'
          ? (child.items ?? []).flatMap((sub) => entry(item.title!, sub) ?? [])
          : [entry(item.title!, item)!]
      return { title: item.title!, entries }
    })
})

test('the desk is grouped like the site, in German', () => {
  expect(groups.map((group) => group.title)).toEqual([
    'Seiten',
    'Weiterleitungen',
    'Unternehmen',
    'Talente',
    'Ressourcen',
    'Karriere',
    'Rechtliches',
    'Kennzahlen',
    'Einstellungen',
  ])
})

test('every document type sits in its group, the FAQ once per audience', () => {
  const where = groups.flatMap(({ entries }) =>
    entries.map(
      ({ group, type, audience, role }) =>
        `${type}${audience || role ? `:${audience ?? role}` : ''} → ${group}`,
    ),
  )
  expect(where.sort()).toEqual(
    [
      'page → Seiten',
      'redirect → Weiterleitungen',
      'agent → Unternehmen',
      'pricingPlan → Unternehmen',
      'faq:company → Unternehmen',
      'faq:concierge → Unternehmen',
      'sampleJob → Talente',
      'faq:talent → Talente',
      'roleProfile → Ressourcen',
      'interviewQuestion:opener → Ressourcen',
      'interviewQuestion:setter → Ressourcen',
      'interviewQuestion:closer → Ressourcen',
      'careerOpening → Karriere',
      'legalDocument → Rechtliches',
      'keyFigures → Kennzahlen',
      'siteSettings → Einstellungen',
    ].sort(),
  )
  // Nothing editors could create is left out of the desk.
  const documentTypes = schemaTypes
    .filter((type) => type.type === 'document')
    .map((type) => type.name)
  const listed = new Set(groups.flatMap(({ entries }) => entries.map((entry) => entry.type)))
  expect([...listed].sort()).toEqual([...documentTypes].sort())
})

test('each singleton opens its one document under its type name', () => {
  const editors = groups.flatMap(({ entries }) => entries.filter((entry) => entry.documentId))
  expect(editors.map(({ type, documentId }) => [type, documentId]).sort()).toEqual(
    singletonTypes.map((type) => [type, type]).sort(),
  )
})

test('the pages list shows every page, sorted by path, and creates new pages', async () => {
  const [pages] = groups.find((group) => group.title === 'Seiten')!.entries
  expect(pages).toMatchObject({
    title: 'Seiten',
    type: 'page',
    orderable: false,
    ordering: [{ field: 'slug.current', direction: 'asc' }],
    templates: ['page'],
  })
  // The list's own filter, run over the bundled content: the site's pages are all in it.
  const documents = (await loadDocuments()).map(asImported)
  const { filter, params } = pages!
  const result = await evaluate(parse(`*[${filter}]._id`, { params }), {
    dataset: documents,
    params,
  })
  const listed = (await result.get()) as string[]
  const pageIds = documents.filter(({ _type }) => _type === 'page').map(({ _id }) => _id)
  expect(pageIds).toHaveLength(13)
  expect(listed.sort()).toEqual(pageIds.sort())
})

test('ordered lists are sorted by drag and drop', () => {
  const orderable = groups.flatMap(({ entries }) =>
    entries.filter((entry) => entry.orderable).map((entry) => entry.type),
  )
  expect(new Set(orderable)).toEqual(
    new Set([
      'agent',
      'faq',
      'pricingPlan',
      'careerOpening',
      'interviewQuestion',
      'sampleJob',
      'roleProfile',
    ]),
  )
  // The lists and the site sort by the rank the plugin writes.
  for (const type of orderable) {
    const schemaType = schemaTypes.find((candidate) => candidate.name === type) as {
      fields?: { name: string }[]
    }
    expect(schemaType.fields?.map((field) => field.name)).toContain('orderRank')
  }
})

test('ordered lists speak German: their menu and their sort option', () => {
  const orderedLists = groups.flatMap(({ entries }) => entries.filter((entry) => entry.orderable))
  for (const list of orderedLists) {
    const typeTitle = schema.get(list.type)?.title
    expect(list.menu).toEqual([
      `Neu: ${typeTitle}`,
      'Reihenfolge zurücksetzen',
      'Rangwerte ein-/ausblenden',
    ])
    const schemaType = schemaTypes.find((candidate) => candidate.name === list.type) as {
      orderings?: { title: string }[]
    }
    expect(schemaType.orderings?.map((ordering) => ordering.title)).toEqual([
      'Manuelle Reihenfolge',
    ])
  }
  expect(orderedLists).toHaveLength(11)
})

/** GROQ over the bundled content, as the Content Lake would answer it after an import. */
const query = async (documents: Document[], groq: string, params: Record<string, unknown> = {}) =>
  (await evaluate(parse(groq, { params }), { dataset: documents, params })).get()

/** What the list shows: the plugin's query, its documents in their rank order. */
const listed = (documents: Document[], { type, filter, params }: Entry) =>
  query(documents, `*[_type == $type && ${filter}] | order(orderRank asc)._id`, {
    ...params,
    type,
  }) as Promise<string[]>

/** A new document's initial value from the list's "create" entry (its template and parameters). */
const created = async (documents: Document[], { create }: Entry) => {
  const template = templates.find((candidate) => candidate.id === create?.template)
  if (typeof template?.value !== 'function') return template?.value
  const client = {
    fetch: (groq: string, params?: Record<string, unknown>) => query(documents, groq, params),
  }
  return (template.value as (parameters: unknown, context: unknown) => unknown)(
    create?.parameters,
    { getClient: () => client },
  )
}

test('each audience’s FAQ list shows its FAQs and creates FAQs for that audience', async () => {
  const documents = (await loadDocuments()).map(asImported)
  const lists = groups.flatMap(({ entries }) => entries.filter((entry) => entry.type === 'faq'))
  expect(lists.map(({ title, audience }) => [title, audience])).toEqual([
    ['FAQ Unternehmen', 'company'],
    ['FAQ Concierge', 'concierge'],
    ['FAQ Talente', 'talent'],
  ])
  for (const list of lists) {
    const faqs = documents.filter((doc) => doc._type === 'faq' && doc.audience === list.audience)
    expect(faqs.length).toBeGreaterThan(0)
    expect((await listed(documents, list)).sort()).toEqual(faqs.map(({ _id }) => _id).sort())
    expect(await created(documents, list)).toEqual({ audience: list.audience })
  }
})

test('each role’s interview questions: listed in the site’s order, created for that role', async () => {
  const documents = (await loadDocuments()).map(asImported)
  const lists = groups.flatMap(({ entries }) =>
    entries.filter((entry) => entry.type === 'interviewQuestion'),
  )
  expect(lists.map(({ title, role }) => [title, role])).toEqual([
    ['Interviewfragen Opener', 'opener'],
    ['Interviewfragen Setter', 'setter'],
    ['Interviewfragen Closer', 'closer'],
  ])
  // The site's own query: per role of the page's section, its questions in order.
  const section = (await query(
    documents,
    `*[_id == "interviewQuestionsPage"][0].sections[_type == "interviewQuestionsSection"][0]{
      ${interviewQuestionsFields}
    }`,
  )) as { roles: { role: { _id: string; key: string }; questions: { _id: string }[] }[] }
  expect(section.roles).toHaveLength(3)
  for (const list of lists) {
    const onSite = section.roles.find(({ role }) => role.key === list.role)!
    expect(onSite.questions.length).toBeGreaterThan(0)
    expect(await listed(documents, list)).toEqual(onSite.questions.map(({ _id }) => _id))
    expect(await created(documents, list)).toEqual({
      role: { _type: 'reference', _ref: onSite.role._id },
    })
  }
})

/** The desk list where editors find a type's documents; „FAQ …“ where there is one per audience. */
const deskListTitle = (type: string) => {
  const titles = groups.flatMap(({ entries }) =>
    entries.filter((entry) => entry.type === type).map((entry) => entry.title),
  )
  if (titles.length === 1) return titles[0]!
  return `${titles[0]!.split(' ')[0]} …`
}

/** Reference fields of a type, nested objects and array members included: their target types. */
function referencedTypes(type: SchemaNode | undefined, seen = new Set<SchemaNode>()): string[] {
  // A link leads to a page; it lists nothing.
  if (!type || seen.has(type) || type.name === 'link') return []
  seen.add(type)
  return [
    ...(type.jsonType === 'object' && type.name === 'reference'
      ? (type.to ?? []).map((target) => target.name)
      : []),
    ...(type.fields ?? []).flatMap((field) => referencedTypes(field.type, seen)),
    ...(type.of ?? []).flatMap((member) => referencedTypes(member, seen)),
  ]
}

interface SchemaNode {
  name: string
  jsonType?: string
  description?: string
  to?: { name: string }[]
  fields?: { name: string; type: SchemaNode }[]
  of?: SchemaNode[]
  type?: SchemaNode
}

test('each section that lists documents says where they are edited', () => {
  const documentTypes = new Set<string>(
    schemaTypes.filter((type) => type.type === 'document').map((type) => type.name),
  )
  // The site's query of each section type: the documents it reads (`*[_type == "agent" …]`).
  const fragments = new Map(
    sectionProjections
      .split(/\n\s*_type == "/)
      .slice(1)
      .map((part) => [part.slice(0, part.indexOf('"')), part] as const),
  )
  const missing: string[] = []
  let listing = 0
  for (const name of sectionTypeNames) {
    const type = schema.get(name) as unknown as SchemaNode
    const queried = [...(fragments.get(name) ?? '').matchAll(/_type == "(\w+)"/g)]
      .map((match) => match[1]!)
      .filter((candidate) => documentTypes.has(candidate))
    // Image and file assets are references too, but no desk list of editors'.
    const read = new Set(
      [...queried, ...referencedTypes(type)].filter((candidate) => documentTypes.has(candidate)),
    )
    if (read.size > 0) listing++
    for (const documentType of read) {
      const title = deskListTitle(documentType)
      if (!type.description?.includes(`„${title}“`)) missing.push(`${name} → „${title}“`)
    }
  }
  expect(listing).toBe(11)
  expect(missing).toEqual([])
})

describe('the settings and the legal texts', () => {
  // Both exist once each (the site's header, footer and legal routes rely on them).
  const fixedTypes = [...singletonTypes, 'legalDocument']
  // Sanity's action ids, in the order of its default document actions.
  const defaults = ['publish', 'unpublish', 'discardChanges', 'duplicate', 'delete', 'restore']
  const actionsFor = (schemaType: string) => {
    const previous = defaults.map((action) =>
      Object.assign(() => null, { action }),
    ) as unknown as DocumentActionComponent[]
    const resolve = config.document?.actions as (
      previous: DocumentActionComponent[],
      context: Partial<DocumentActionsContext>,
    ) => DocumentActionComponent[]
    return resolve(previous, { schemaType, documentId: schemaType }).map((action) => action.action)
  }

  test.each(fixedTypes)(
    '%s can be published but not duplicated, deleted or unpublished',
    (type) => {
      const actions = actionsFor(type)
      expect(actions).toContain('publish')
      expect(actions).not.toContain('duplicate')
      expect(actions).not.toContain('delete')
      expect(actions).not.toContain('unpublish')
    },
  )

  test('pages and other documents keep duplicate, delete and unpublish', () => {
    expect(actionsFor('page')).toEqual(defaults)
    expect(actionsFor('faq')).toEqual(defaults)
  })

  test('another one cannot be created, pages and other documents can', () => {
    const schemaTypes = templates.map((template) => template.schemaType)
    for (const type of ['page', 'faq']) {
      expect(schemaTypes).toContain(type)
      expect(newDocumentOptions({ type: 'global' })).toContain(type)
      expect(newDocumentOptions({ type: 'structure', schemaType: type })).toContain(type)
    }
    for (const type of fixedTypes) {
      expect(schemaTypes).not.toContain(type)
      expect(newDocumentOptions({ type: 'global' })).not.toContain(type)
      expect(newDocumentOptions({ type: 'structure', schemaType: type })).toEqual([])
    }
  })

  test('the legal texts’ list has no "create" button', () => {
    const [legal] = groups.find((group) => group.title === 'Rechtliches')!.entries
    expect(legal).toMatchObject({ type: 'legalDocument', templates: [] })
  })
})
