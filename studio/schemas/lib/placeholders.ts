import { factsFrom, factsQuery, placeholderProblems, type FactsResult } from '@repo/content/facts'
import { templatePlaceholders } from '@repo/sections/schema/template'
import type { CustomValidator, Path, SchemaType } from 'sanity'
import { apiVersion } from '../../env'

interface Text {
  path: Path
  text: string
  /** The values the field's component fills in (a template's `{count}`), none for copy. */
  slots: string[]
}

type Node = SchemaType & { fields?: { name: string; type: Node }[]; of?: Node[] }

/** The schema type of an array item: its member by `_type`, or the one for its kind of value. */
const memberOf = (type: Node | undefined, item: unknown) =>
  type?.of?.find((member) =>
    typeof item === 'object' && item !== null
      ? member.name === (item as { _type?: unknown })._type
      : member.jsonType === typeof item,
  )

/**
 * Every string an editor wrote in a document, with where it sits and the template values its
 * field takes (system fields aside), the schema followed alongside the value.
 */
function textsOf(value: unknown, type: Node | undefined, path: Path = []): Text[] {
  if (typeof value === 'string') {
    return [{ path, text: value, slots: templatePlaceholders(type?.options) }]
  }
  if (Array.isArray(value)) {
    return value.flatMap((item: unknown, index) => {
      const key = (item as { _key?: unknown } | null)?._key
      const at = [...path, typeof key === 'string' ? { _key: key } : index]
      return textsOf(item, memberOf(type, item), at)
    })
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      key.startsWith('_')
        ? []
        : textsOf(item, type?.fields?.find((field) => field.name === key)?.type, [...path, key]),
    )
  }
  return []
}

const hasBraces = ({ text }: Text) => text.includes('{') || text.includes('}')

/** Every placeholder an editor may use where the text is: the facts, then the field's own. */
export const availablePlaceholders = (facts: ReadonlyMap<string, string>, slots: string[] = []) =>
  [...slots.map((slot) => `{${slot}}`), ...[...facts.keys()].map((name) => `{{${name}}}`)].join(
    ', ',
  )

/**
 * Document validation: every `{{…}}` placeholder in the copy names a key figure or a plan fact
 * that exists (see packages/content/src/facts.ts), every `{…}` one a value its template field
 * takes, and no other brace stands alone. The message sits on the field that holds it.
 */
export const validPlaceholders: CustomValidator<Record<string, unknown> | undefined> = async (
  document,
  context,
) => {
  const texts = textsOf(document, context.type as Node | undefined).filter(hasBraces)
  if (texts.length === 0) return true
  const client = context.getClient({ apiVersion })
  const facts = factsFrom(await client.fetch<FactsResult>(factsQuery))
  const problems = texts.flatMap(({ path, text, slots }) =>
    placeholderProblems(text, facts, slots).map((problem) => ({
      message: `${problem}. Verfügbar: ${availablePlaceholders(facts, slots)}`,
      path,
    })),
  )
  return problems.length === 0 ? true : problems
}
