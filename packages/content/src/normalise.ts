import { parse, typeEvaluate, type SchemaType, type TypeNode } from 'groq-js'
import { stegaClean } from 'next-sanity'
import schemaJson from './schema.json'
import type { ContentSource } from './source'

/*
 * Content is normalised once, where it is fetched, to the type TypeGen generates for the query:
 * the same evaluation of the query over the same extracted schema (schema.json, written by
 * `npm run typegen`). A value that breaks its type is dropped where the type allows it to go
 * (an optional field becomes null, a list loses the item); a required field that breaks takes
 * its object with it, up to the nearest list item or optional field. So components receive the
 * generated types as they are, and a broken field hides one element of a page.
 */

const schema = schemaJson as unknown as SchemaType
const declarations = new Map(schema.map((entry) => [entry.name, entry]))

/** A value that does not fit its type: its container decides what is dropped. */
const broken = Symbol('broken')
type Normalised = unknown | typeof broken

function resolve(name: string): TypeNode {
  const declaration = declarations.get(name)
  if (!declaration) return { type: 'unknown' }
  return declaration.type === 'document'
    ? { type: 'object', attributes: declaration.attributes }
    : declaration.value
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * `exact` fits only values of the type; `lenient` also drops a value where the type says null (a
 * field the schema does not know). A union takes the first member that fits exactly, else the
 * first that fits leniently, so no member of a union wins by dropping data another would keep.
 */
type Mode = 'exact' | 'lenient'

function fits(value: unknown, type: TypeNode, mode: Mode): Normalised {
  switch (type.type) {
    case 'unknown':
      return value ?? null
    case 'null':
      return value === null || value === undefined || mode === 'lenient' ? null : broken
    case 'string':
      // Blank text is missing text: a heading of spaces (or of preview edit markers) is none.
      if (typeof value !== 'string' || stegaClean(value).trim() === '') return broken
      if (type.value === undefined) return value
      // An enum key in a preview may carry invisible edit markers (stega): the site acts on it.
      return stegaClean(value) === type.value ? type.value : broken
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return broken
      return type.value === undefined || value === type.value ? value : broken
    case 'boolean':
      if (typeof value !== 'boolean') return broken
      return type.value === undefined || value === type.value ? value : broken
    case 'inline':
      return fits(value, resolve(type.name), mode)
    case 'array':
      if (!Array.isArray(value)) return broken
      return value.map((item) => fits(item, type.of, mode)).filter((item) => item !== broken)
    case 'object':
      return fitsObject(value, type, mode)
    case 'union':
      return fitsUnion(value, type.of)
  }
}

function fitsObject(
  value: unknown,
  type: Extract<TypeNode, { type: 'object' }>,
  mode: Mode,
): Normalised {
  if (!isRecord(value)) return broken
  const result: Record<string, unknown> = { ...value }
  for (const [name, attribute] of Object.entries(type.attributes)) {
    const fitted = fits(value[name], attribute.value, mode)
    if (fitted !== broken) result[name] = fitted
    else if (attribute.optional) delete result[name]
    else return broken
  }
  return result
}

function fitsUnion(value: unknown, members: TypeNode[]): Normalised {
  const nullable = members.some((member) => member.type === 'null')
  if (value === null || value === undefined) return nullable ? null : broken
  for (const mode of ['exact', 'lenient'] as const) {
    for (const member of members) {
      if (member.type === 'null') continue
      const fitted = fits(value, member, mode)
      if (fitted !== broken) return fitted
    }
  }
  return nullable ? null : broken
}

const queryTypes = new Map<string, TypeNode>()

/** The result type of a query, as TypeGen generates it (unknown for a query it cannot type). */
export function resultType(query: string): TypeNode {
  let type = queryTypes.get(query)
  if (!type) {
    try {
      type = typeEvaluate(parse(query), schema)
    } catch {
      type = { type: 'unknown' }
    }
    queryTypes.set(query, type)
  }
  return type
}

/**
 * An answer whose outermost value is not of the kind its query yields (null or a string where the
 * query yields a list or an object): not content, but a fault between the site and its source.
 */
export class ContentShapeError extends Error {
  override name = 'ContentShapeError'
}

const kindOf = (value: unknown) =>
  value === null || value === undefined ? 'null' : Array.isArray(value) ? 'array' : typeof value

/** Whether `value` is of a kind `type` allows, looking no deeper than its outermost value. */
function kindFits(value: unknown, type: TypeNode): boolean {
  switch (type.type) {
    case 'unknown':
      return true
    case 'inline':
      return kindFits(value, resolve(type.name))
    case 'union':
      return type.of.some((member) => kindFits(value, member))
    case 'object':
      return isRecord(value)
    default:
      return kindOf(value) === type.type
  }
}

/**
 * A query's result fitted to its generated type; null when nothing of a single document fits.
 * Throws a `ContentShapeError` when the answer is not even of the query's kind: callers treat it
 * like an unreachable source (the last good page stays), never as content.
 */
export function normalise<R>(query: string, result: R): R {
  const fitted = fits(checkKind(query, result), resultType(query), 'lenient')
  return (fitted === broken ? null : fitted) as R
}

/** The answer as it is, if it is of the query's kind; else throws a `ContentShapeError`. */
export function checkKind<R>(query: string, result: R): R {
  const type = resultType(query)
  if (kindFits(result, type)) return result
  throw new ContentShapeError(
    `The content source answered ${kindOf(result)} where the query yields ${describeKind(type)}.`,
  )
}

function describeKind(type: TypeNode): string {
  if (type.type === 'inline') return describeKind(resolve(type.name))
  if (type.type === 'union') return [...new Set(type.of.map(describeKind))].join(' or ')
  return type.type
}

/** A source's `fetch` whose results are normalised to their generated types. */
export function normalised(fetch: ContentSource['fetch']): ContentSource['fetch'] {
  return async <R>(...[query, params, options]: Parameters<ContentSource['fetch']>) =>
    normalise(query, await fetch<R>(query, params, options))
}
