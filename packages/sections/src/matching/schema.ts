import { OlistIcon } from '@sanity/icons/Olist'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredString, requiredText, sectionHeaderFields } from '../schema/fields'
import { uiIconOptions } from '../schema/icons'

/** How matching works for talents, in three steps, each with an icon. */
export const matchingSection = defineType({
  name: 'matchingSection',
  title: 'So funktioniert das Matching',
  type: 'object',
  fields: [
    ...sectionHeaderFields,
    defineField({
      name: 'steps',
      title: 'Schritte',
      type: 'array',
      validation: (rule) => rule.required().length(3).error('Genau drei Schritte.'),
      of: [
        defineArrayMember({
          name: 'matchingStep',
          title: 'Schritt',
          icon: OlistIcon,
          type: 'object',
          fields: [
            requiredString('title', 'Titel'),
            requiredText('text', 'Text'),
            defineField({
              name: 'icon',
              title: 'Symbol',
              type: 'string',
              options: { list: uiIconOptions },
              validation: (rule) => rule.required().error('Bitte ein Symbol wählen.'),
            }),
          ],
          preview: { select: { title: 'title', subtitle: 'text' } },
        }),
      ],
    }),
  ],
})
