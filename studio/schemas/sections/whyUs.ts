import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredString, requiredText, sectionHeaderFields } from '../lib/fields'
import { uiIconOptions } from '../lib/icons'

export const whyUsSection = defineType({
  name: 'whyUsSection',
  title: 'Warum wir',
  type: 'object',
  fields: [
    ...sectionHeaderFields,
    defineField({
      name: 'benefits',
      title: 'Vorteile',
      type: 'array',
      validation: (rule) => rule.required().length(3).error('Genau drei Vorteile.'),
      of: [
        defineArrayMember({
          name: 'benefit',
          title: 'Vorteil',
          type: 'object',
          fields: [
            requiredString('title', 'Titel'),
            requiredText('text', 'Text'),
            defineField({
              name: 'icon',
              title: 'Symbol',
              type: 'string',
              options: { list: uiIconOptions },
              validation: (rule) => rule.required(),
            }),
          ],
          preview: { select: { title: 'title', subtitle: 'text' } },
        }),
      ],
    }),
  ],
})
