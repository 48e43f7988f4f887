import { sectionSchemas } from '@repo/sections/schemas'
import { loadDocuments, studioSchema, studioValidation, type Document } from './dataset'

// The forms editors write in: a page opens with its title and path, the labels a section repeats
// sit collapsed apart from its copy, and every line of copy warns when it grows too long for a
// phone.

const schema = studioSchema()
let documents: Document[]

beforeAll(async () => {
  documents = await loadDocuments()
})

interface Compiled {
  name: string
  groups?: { name: string; default?: boolean }[]
  fields?: { name: string; group?: string | string[]; type: Compiled }[]
  fieldsets?: (
    | { single: true }
    | {
        single?: false
        name: string
        options?: { collapsed?: boolean }
        fields: { name: string }[]
      }
  )[]
}

test('a page opens on the tab with its title and path', () => {
  const page = schema.get('page') as unknown as Compiled
  const opening = page.groups?.find((group) => group.default)?.name
  expect(opening).toBe('sections')
  for (const name of ['title', 'slug', 'sections']) {
    const field = page.fields?.find((candidate) => candidate.name === name)
    expect([field?.group].flat()).toContain(opening)
  }
})

test('the labels a section repeats sit in a collapsed fieldset, apart from its copy', () => {
  const open: string[] = []
  for (const { name } of sectionSchemas) {
    const type = schema.get(name) as unknown as Compiled
    const collapsed = new Set(
      (type.fieldsets ?? []).flatMap((fieldset) =>
        !fieldset.single && fieldset.options?.collapsed
          ? fieldset.fields.map((field) => field.name)
          : [],
      ),
    )
    for (const field of type.fields ?? []) {
      if (/Label$/.test(field.name) && !collapsed.has(field.name))
        open.push(`${name}.${field.name}`)
    }
  }
  expect(open).toEqual([])
})

test('an opening has one employment type, the one search engines read', () => {
  const opening = schema.get('careerOpening') as unknown as Compiled
  const names = (opening.fields ?? []).map((field) => field.name)
  expect(names.filter((name) => /employment/i.test(name))).toEqual(['employmentType'])
})

/**
 * The document with every line of copy (a string with a space: keys, anchors, addresses and
 * choices have none) made far too long, and the paths of those strings.
 */
function overlong(document: Document): { document: Document; paths: string[] } {
  const paths: string[] = []
  const visit = (value: unknown, path: string): unknown => {
    if (typeof value === 'string') {
      if (!value.includes(' ') || path.endsWith('._sanityAsset')) return value
      paths.push(path)
      return `${value} ${'lang '.repeat(200)}`
    }
    if (Array.isArray(value)) {
      return value.map((item, index) => {
        const key = (item as { _key?: string } | null)?._key
        return visit(item, `${path}.${key ? JSON.stringify({ _key: key }) : index}`)
      })
    }
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [
          key,
          key.startsWith('_') ? item : visit(item, `${path}.${key}`),
        ]),
      )
    }
    return value
  }
  const copy = visit(document, '') as Document
  return { document: copy, paths: paths.map((path) => path.slice(1)) }
}

test.each(['page', 'agent', 'sampleJob', 'roleProfile', 'interviewQuestion', 'careerOpening'])(
  'every line of copy in a %s warns when it grows too long for a phone',
  async (type) => {
    const probes = documents
      .filter((document) => document._type === type)
      .slice(0, type === 'page' ? 13 : 2)
      .map(overlong)
    for (const probe of probes) {
      const issues = await studioValidation(
        schema,
        documents.map((document) =>
          document._id === probe.document._id ? probe.document : document,
        ),
        { only: [probe.document._id] },
      )
      const warned = new Set(
        issues
          .filter(
            (issue) => issue.level === 'warning' && /hat mehr als \d+ Zeichen/.test(issue.message),
          )
          .map((issue) => issue.path),
      )
      // A button label has a limit of its own (an error: a button must fit).
      const buttonLimited = new Set(
        issues.filter((issue) => /max\. 60 Zeichen/.test(issue.message)).map(({ path }) => path),
      )
      // Not copy on the site: a page's name in the Studio, a question's category (a choice from
      // its role's list). SEO fields and portable text have limits of their own.
      const expected = probe.paths.filter(
        (path) =>
          !(type === 'page' && path === 'title') &&
          !/^category$|^seo\.|\.children\.|^body\.|^answer\./.test(path),
      )
      const unlimited = expected.filter((path) => !warned.has(path) && !buttonLimited.has(path))
      expect(unlimited).toEqual([])
      expect(expected.length).toBeGreaterThan(0)
    }
  },
  120_000,
)
