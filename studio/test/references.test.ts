import type { SchemaType } from 'sanity'
import { routableTypes } from '@repo/content/paths'
import { schemaTypes } from '../schemas'
import { linkingTypes, withUsedIn } from '../schemas/lib/usedIn'
import { loadDocuments, studioSchema } from './dataset'

// What navigation, links and redirects lead to cannot vanish: every reference is strong (the
// Content Lake then refuses to delete or unpublish its target), and each target's form lists
// every document that refers to it.

const schema = studioSchema()

interface Found {
  document: string
  path: string
  weak: boolean
  to: string[]
}

/** Every reference field in a type, with where it is and what it may lead to. */
function referencesIn(type: SchemaType, document: string, path: string, seen: Set<SchemaType>) {
  if (seen.has(type)) return []
  const found: Found[] = []
  const next = new Set([...seen, type])
  let base: SchemaType | undefined = type
  while (base && base.name !== 'reference') base = base.type
  if (base) {
    const reference = type as SchemaType & { weak?: boolean; to?: { name: string }[] }
    found.push({
      document,
      path,
      weak: reference.weak === true,
      to: (reference.to ?? []).map(({ name }) => name),
    })
    return found
  }
  const fields = (type as { fields?: { name: string; type: SchemaType }[] }).fields ?? []
  for (const field of fields) {
    found.push(...referencesIn(field.type, document, `${path}.${field.name}`, next))
  }
  const members = (type as { of?: SchemaType[] }).of ?? []
  for (const member of members) found.push(...referencesIn(member, document, `${path}[]`, next))
  // Portable text keeps its link annotations in the block type's marks.
  const block = type as { marks?: { annotations?: SchemaType[] } }
  for (const annotation of block.marks?.annotations ?? []) {
    found.push(...referencesIn(annotation, document, `${path}.markDefs[]`, next))
  }
  return found
}

const documentTypes = schema
  .getTypeNames()
  .map((name) => schema.get(name)!)
  .filter((type) => type.type?.name === 'document')

const references = documentTypes.flatMap((type) =>
  referencesIn(type, type.name, type.name, new Set()),
)

test('the schema has references to find, links among them', () => {
  expect(references.length).toBeGreaterThan(10)
  expect(references.some(({ to }) => to.includes('page'))).toBe(true)
})

test('every reference is strong: what it leads to cannot be deleted or unpublished', () => {
  expect(references.filter(({ weak }) => weak).map(({ path }) => path)).toEqual([])
})

test('the bundled dataset stores no weak reference', async () => {
  expect(JSON.stringify(await loadDocuments())).not.toContain('"_weak"')
})

test('every document type that links to a page is listed under „Verwendet in“', () => {
  const linking = new Set(
    references
      .filter(({ to }) =>
        to.some((target) => (routableTypes as readonly string[]).includes(target)),
      )
      .map(({ document }) => document),
  )
  expect([...linking].sort()).toEqual([...linkingTypes].sort())
})

test('pages, legal texts and openings show where they are used', () => {
  for (const name of routableTypes) {
    const type = schemaTypes.find((candidate) => candidate.name === name) as {
      renderMembers?: typeof withUsedIn
    }
    const members = (type.renderMembers?.([]) ?? []) as { key: string }[]
    const usedIn = members.find((member) => member.key === 'usedIn')
    expect([name, usedIn]).toEqual([name, withUsedIn([])[0]])
  }
})
