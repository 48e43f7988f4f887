import { defineField } from 'sanity'

/** A required one-line text field with a German message naming the field. */
export const requiredString = (name: string, title: string, description?: string) =>
  defineField({
    name,
    title,
    description,
    type: 'string',
    validation: (rule) => rule.required().error(`Bitte „${title}“ ausfüllen.`),
  })

/** A required multi-line text field. */
export const requiredText = (name: string, title: string, description?: string) =>
  defineField({
    name,
    title,
    description,
    type: 'text',
    rows: 3,
    validation: (rule) => rule.required().error(`Bitte „${title}“ ausfüllen.`),
  })

/** Eyebrow, heading and intro shared by the landing-page sections. */
export const sectionHeaderFields = [
  defineField({
    name: 'eyebrow',
    title: 'Dachzeile',
    description: 'Kurzes Stichwort über der Überschrift.',
    type: 'string',
  }),
  requiredString('heading', 'Überschrift'),
  defineField({ name: 'text', title: 'Einleitung', type: 'text', rows: 3 }),
]

/** A required list of short strings with a fixed or bounded length. */
export const stringList = (
  name: string,
  title: string,
  { min = 1, max }: { min?: number; max?: number } = {},
) =>
  defineField({
    name,
    title,
    type: 'array',
    of: [{ type: 'string' }],
    validation: (rule) => {
      const bounded = rule.required().min(min).error(`Mindestens ${min} Einträge.`)
      return max === undefined
        ? bounded
        : [bounded, rule.max(max).error(`Höchstens ${max} Einträge.`)]
    },
  })

const numberWords = [
  'null',
  'eine',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
]

/** A small count in words for validation messages („Genau vier Optionen.“). */
export const countWord = (count: number) => numberWords[count] ?? String(count)
