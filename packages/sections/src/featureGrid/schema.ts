import { SparklesIcon } from '@sanity/icons/Sparkles'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredString, requiredText, sectionHeaderFields } from '../schema/fields'
import { uiIconOptions } from '../schema/icons'

/** Cards with an icon, a title and a short text (pricing explanation, concierge features). */
export const featureGridSection = defineType({
  name: 'featureGridSection',
  title: 'Karten mit Symbol',
  type: 'object',
  fields: [
    ...sectionHeaderFields,
    defineField({
      name: 'items',
      title: 'Karten',
      type: 'array',
      validation: (rule) => [
        rule.required().min(2).error('Mindestens zwei Karten.'),
        rule.max(9).error('Höchstens neun Karten.'),
      ],
      of: [
        defineArrayMember({
          name: 'feature',
          title: 'Karte',
          icon: SparklesIcon,
          type: 'object',
          fields: [
            defineField({
              name: 'icon',
              title: 'Symbol',
              type: 'string',
              options: { list: uiIconOptions },
              validation: (rule) => rule.required().error('Bitte ein Symbol wählen.'),
            }),
            requiredString('title', 'Titel'),
            requiredText('description', 'Beschreibung'),
          ],
          preview: { select: { title: 'title', subtitle: 'description' } },
        }),
      ],
    }),
  ],
})
