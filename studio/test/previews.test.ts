import { isArraySchemaType, isObjectSchemaType, type SchemaType } from 'sanity'
import { sectionTypeNames } from '../schemas/documents/page'
import { loadAllDocuments, studioSchema, type Document } from './dataset'

// Every entry editors pick from (a document in a list, an item in an array) shows a title, a
// subtitle and a picture or an icon, computed from the bundled content the way the Studio does.

const schema = studioSchema()
let documents: Document[]

// The preview demo's drafts count: they hold the only samples of the proof blocks, which the
// production dataset leaves to real customers.
beforeAll(async () => {
  documents = await loadAllDocuments()
})

interface Preview {
  select?: Record<string, string>
  prepare?: (value: Record<string, unknown>) => Record<string, unknown>
}

/** The object types that appear as array items, by name, found by walking the schema. */
function arrayMemberTypes(): Map<string, SchemaType> {
  const found = new Map<string, SchemaType>()
  const seen = new Set<SchemaType>()
  const walk = (type: SchemaType) => {
    if (seen.has(type)) return
    seen.add(type)
    if (isArraySchemaType(type)) {
      for (const member of type.of) {
        // Text blocks and references preview through the editor and the referenced document.
        if (isObjectSchemaType(member) && !['block', 'reference'].includes(member.name)) {
          found.set(member.name, member)
          walk(member)
        }
      }
    } else if (isObjectSchemaType(type) && Array.isArray(type.fields)) {
      for (const field of type.fields) walk(field.type)
    }
  }
  for (const name of schema.getTypeNames()) walk(schema.get(name)!)
  return found
}

const documentTypes = () =>
  schema
    .getTypeNames()
    .map((name) => schema.get(name)!)
    // Sanity's own asset documents have their own previews.
    .filter((type) => type.type?.name === 'document' && !type.name.startsWith('sanity.'))

/** Every object in the dataset with the given `_type`, documents and nested items alike. */
function samplesOf(typeName: string): Record<string, unknown>[] {
  const samples: Record<string, unknown>[] = []
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit)
    else if (typeof value === 'object' && value !== null) {
      const record = value as Record<string, unknown>
      if (record._type === typeName) samples.push(record)
      // Inside text blocks, `link` names a text annotation, not the link object.
      if (record._type !== 'block') Object.values(record).forEach(visit)
    }
  }
  visit(documents)
  return samples
}

/** A `select` path read from a value, following references like the Studio (`role.name`). */
function read(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((current, key) => {
    if (Array.isArray(current)) return current[Number(key)]
    if (typeof current !== 'object' || current === null) return undefined
    const record = current as Record<string, unknown>
    const target =
      typeof record._ref === 'string'
        ? documents.find((document) => document._id === record._ref)
        : record
    return (target as Record<string, unknown> | undefined)?.[key]
  }, value)
}

function preview(type: SchemaType, value: Record<string, unknown>) {
  const { select = {}, prepare } = (type.preview ?? {}) as Preview
  const selected = Object.fromEntries(
    Object.entries(select).map(([key, path]) => [key, read(value, path)]),
  )
  const prepared = prepare ? prepare(selected) : selected
  return {
    title: prepared.title,
    subtitle: prepared.subtitle,
    hasMedia: Boolean(prepared.media) || Boolean(type.icon),
  }
}

const text = (value: unknown) => typeof value === 'string' && value.trim() !== ''

function problems(types: SchemaType[]) {
  const found: string[] = []
  for (const type of types) {
    const samples = samplesOf(type.name)
    if (samples.length === 0) found.push(`${type.name}: no sample in the dataset`)
    for (const sample of samples) {
      const { title, subtitle, hasMedia } = preview(type, sample)
      const where = `${type.name} ${String(sample._id ?? sample._key)}`
      if (!text(title)) found.push(`${where}: no title`)
      if (!text(subtitle)) found.push(`${where}: no subtitle`)
      if (!hasMedia) found.push(`${where}: neither picture nor icon`)
    }
  }
  return [...new Set(found)]
}

test('documents show a title, a subtitle and a picture or icon', () => {
  expect(problems(documentTypes())).toEqual([])
})

const isSection = (type: SchemaType) => sectionTypeNames.includes(type.name)

test('array items show a title, a subtitle and an icon', () => {
  const members = [...arrayMemberTypes().values()]
  // The sections of a page are items of its `sections` array too (next test).
  expect(
    members
      .filter(isSection)
      .map((type) => type.name)
      .sort(),
  ).toEqual([...sectionTypeNames].sort())
  const others = members.filter((type) => !isSection(type))
  expect(others.length).toBeGreaterThan(30)
  expect(problems(others)).toEqual([])
})

// A page's list of sections names each one's heading, type and icon (schemas/lib/placement.ts).
test('the sections of a page show a title, a subtitle and an icon', () => {
  expect(problems([...arrayMemberTypes().values()].filter(isSection))).toEqual([])
})
