import { defineField } from 'sanity'

/** A text template that must contain the given `{placeholder}`s, filled in by the component. */
export const template = (name: string, title: string, placeholders: string[], example: string) =>
  defineField({
    name,
    title,
    description: `Vorlage, z. B. „${example}“.`,
    type: 'string',
    validation: (rule) => [
      rule.required().error(`Bitte „${title}“ ausfüllen.`),
      rule.custom((value?: string) => {
        const missing = placeholders.filter((p) => !value?.includes(`{${p}}`))
        return !value || missing.length === 0
          ? true
          : `Platzhalter fehlt: ${missing.map((p) => `{${p}}`).join(', ')}`
      }),
    ],
  })
