import { defineField } from 'sanity'

interface TemplateOptions {
  /** Values the component may fill in besides the required ones. */
  optional?: string[]
  /** `text` for a template that runs over several lines. */
  type?: 'string' | 'text'
  /** Whether the template itself may be left empty (the component then goes without). */
  optionalField?: boolean
}

/**
 * A text template with the `{placeholders}` its component fills in: each of `placeholders` must
 * appear, `optional` ones may. The placeholders it takes are part of the field (its options), so
 * the Studio's placeholder check (studio/schemas/lib/placeholders.ts) accepts them here and
 * nowhere else.
 */
export const template = (
  name: string,
  title: string,
  placeholders: string[],
  example: string,
  { optional = [], type = 'string', optionalField = false }: TemplateOptions = {},
) =>
  defineField(
    {
      name,
      title,
      description: `Vorlage, z. B. „${example}“.`,
      type,
      options: { placeholders: [...placeholders, ...optional] },
      validation: (rule) => [
        ...(optionalField ? [] : [rule.required().error(`Bitte „${title}“ ausfüllen.`)]),
        rule.custom((value?: string) => {
          const missing = placeholders.filter((p) => !value?.includes(`{${p}}`))
          return !value || missing.length === 0
            ? true
            : `Platzhalter fehlt: ${missing.map((p) => `{${p}}`).join(', ')}`
        }),
      ],
    },
    { strict: false },
  )

/** The values a template field takes (see template), none for plain copy. */
export const templatePlaceholders = (options: unknown): string[] => {
  const placeholders = (options as { placeholders?: unknown } | undefined)?.placeholders
  return Array.isArray(placeholders) ? placeholders.filter((p) => typeof p === 'string') : []
}
