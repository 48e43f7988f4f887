import { OlistIcon } from '@sanity/icons/Olist'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredString, requiredText, sectionHeaderFields, stringList } from '../schema/fields'

export const processSection = defineType({
  name: 'processSection',
  title: 'Ablauf in drei Schritten',
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
          name: 'processStep',
          title: 'Schritt',
          icon: OlistIcon,
          type: 'object',
          fields: [
            requiredString('title', 'Titel'),
            requiredString('duration', 'Dauer', 'z. B. „1–3 Tage“'),
            requiredText('text', 'Text'),
            stringList('points', 'Stichpunkte', { max: 5 }),
          ],
          preview: { select: { title: 'title', subtitle: 'duration' } },
        }),
      ],
    }),
  ],
})
