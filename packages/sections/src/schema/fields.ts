import { defineField } from 'sanity'
import { maxReadLength, ownLimit } from './length'

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

/**
 * Lengths the layout takes on a phone. German words run long, so going over is a warning, not an
 * error: editors see it, and can still publish a headline that needs the room.
 */
export const lengthLimits = { heading: 80, eyebrow: 50, badge: 20, statValue: 14 } as const

/** The warning past `max` characters, naming the field. */
export const tooLong = (title: string, max: number) =>
  `„${title}“ hat mehr als ${max} Zeichen: auf dem Handy wird das schnell zu lang. Geht es kürzer?`

/** A one-line text with a length limit (a warning), required unless `optional`. */
export const limitedString = (
  name: string,
  title: string,
  max: number,
  { description, optional = false }: { description?: string; optional?: boolean } = {},
) =>
  ownLimit(
    defineField({
      name,
      title,
      description,
      type: 'string',
      validation: (rule) => [
        ...(optional ? [] : [rule.required().error(`Bitte „${title}“ ausfüllen.`)]),
        rule.custom(maxReadLength(max, tooLong(title, max))).warning(),
      ],
    }),
  )

/** A section's or block's headline. */
export const headingField = (title = 'Überschrift', description?: string) =>
  limitedString('heading', title, lengthLimits.heading, { description })

/** The short keyword above a headline. */
export const eyebrowField = limitedString('eyebrow', 'Dachzeile', lengthLimits.eyebrow, {
  description: 'Kurzes Stichwort über der Überschrift.',
  optional: true,
})

/** A key figure's value as written (`10.000+`, `Ø 7 Tage`) and what it counts. */
export const statFields = [
  limitedString('value', 'Wert', lengthLimits.statValue),
  requiredString('label', 'Bezeichnung'),
]

/** Eyebrow, heading and intro shared by the landing-page sections. */
export const sectionHeaderFields = [
  eyebrowField,
  headingField(),
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
