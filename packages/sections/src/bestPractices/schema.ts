import { CheckmarkIcon } from '@sanity/icons/Checkmark'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredString, requiredText, sectionHeaderFields } from '../schema/fields'

export const bestPracticesSection = defineType({
  name: 'bestPracticesSection',
  title: 'Best Practices',
  type: 'object',
  fields: [
    ...sectionHeaderFields,
    defineField({
      name: 'items',
      title: 'Empfehlungen',
      type: 'array',
      validation: (rule) => rule.required().min(3).error('Mindestens drei Empfehlungen.'),
      of: [
        defineArrayMember({
          name: 'bestPractice',
          title: 'Empfehlung',
          icon: CheckmarkIcon,
          type: 'object',
          fields: [requiredString('title', 'Titel'), requiredText('text', 'Text')],
          preview: { select: { title: 'title', subtitle: 'text' } },
        }),
      ],
    }),
  ],
})
