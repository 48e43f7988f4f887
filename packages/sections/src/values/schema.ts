import { HeartIcon } from '@sanity/icons/Heart'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredString, requiredText, sectionHeaderFields, stringList } from '../schema/fields'

/** The company's core values, each with the principles it stands for. */
export const valuesSection = defineType({
  name: 'valuesSection',
  title: 'Werte',
  type: 'object',
  fields: [
    ...sectionHeaderFields,
    defineField({
      name: 'values',
      title: 'Werte',
      type: 'array',
      validation: (rule) => rule.required().length(3).error('Genau drei Werte.'),
      of: [
        defineArrayMember({
          name: 'value',
          title: 'Wert',
          icon: HeartIcon,
          type: 'object',
          fields: [
            requiredString('title', 'Titel'),
            requiredString('subtitle', 'Untertitel'),
            requiredText('description', 'Beschreibung'),
            stringList('principles', 'Grundsätze', { max: 6 }),
          ],
          preview: { select: { title: 'title', subtitle: 'subtitle' } },
        }),
      ],
    }),
  ],
})
