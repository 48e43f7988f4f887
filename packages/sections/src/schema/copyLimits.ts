import type { FieldDefinition, Rule } from 'sanity'
import { tooLong } from './fields'
import { hasOwnLimit, maxReadLength } from './length'

/**
 * Lengths copy takes on a phone where a field sets none of its own: a line, a paragraph. Going
 * over is a warning, as for headlines: editors see it and can still publish.
 */
export const copyLimits = { string: 120, text: 500 } as const

type Field = FieldDefinition & {
  fields?: Field[]
  of?: Field[]
  options?: { list?: unknown }
  validation?: unknown
}

/** The field's own rules plus a length warning. */
function limited(field: Field, max: number): Field {
  const own = field.validation as ((rule: Rule) => unknown) | undefined
  const title = field.title ?? field.name ?? 'Text'
  const validation = (rule: Rule) => [
    ...[own?.(rule) ?? []].flat(),
    rule.custom(maxReadLength(max, tooLong(title, max))).warning(),
  ]
  return { ...field, validation } as Field
}

function withLimit(field: Field): Field {
  if (hasOwnLimit(field)) return field
  const max = copyLimits[field.type as keyof typeof copyLimits] as number | undefined
  if (max) return field.options?.list ? field : limited(field, max)
  if (field.fields) return { ...field, fields: field.fields.map(withLimit) } as Field
  if (field.of) return { ...field, of: field.of.map(withLimit) } as Field
  return field
}

/**
 * Every line and paragraph of copy among the fields, nested objects and lists included, with a
 * length warning (copyLimits) unless it sets its own. Choices from a list are no copy.
 */
export const withLengthLimits = <T extends FieldDefinition>(fields: readonly T[]): T[] =>
  fields.map((field) => withLimit(field as Field) as unknown as T)
