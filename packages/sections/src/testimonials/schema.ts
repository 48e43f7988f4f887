import { BlockquoteIcon } from '@sanity/icons/Blockquote'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredString, requiredText, sectionHeaderFields } from '../schema/fields'

export const testimonialsSection = defineType({
  name: 'testimonialsSection',
  title: 'Kundenstimmen',
  type: 'object',
  fields: [
    ...sectionHeaderFields,
    requiredString(
      'note',
      'Hinweis zu den Stimmen',
      'Pflicht, solange die Stimmen Beispiele sind, z. B. „Beispielhafte Stimmen“.',
    ),
    defineField({
      name: 'items',
      title: 'Stimmen',
      type: 'array',
      validation: (rule) => [
        rule.required().min(1).error('Mindestens eine Stimme.'),
        rule.max(6).error('Höchstens sechs Stimmen.'),
      ],
      of: [
        defineArrayMember({
          name: 'testimonial',
          title: 'Stimme',
          icon: BlockquoteIcon,
          type: 'object',
          fields: [
            requiredText('quote', 'Zitat'),
            requiredString('author', 'Name'),
            requiredString('company', 'Unternehmen'),
            requiredString('role', 'Position'),
          ],
          preview: { select: { title: 'author', subtitle: 'company' } },
        }),
      ],
    }),
  ],
})
