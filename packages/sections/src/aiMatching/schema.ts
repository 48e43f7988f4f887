import { TargetIcon } from '@sanity/icons/Target'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredString, requiredText, sectionHeaderFields, stringList } from '../schema/fields'
import { iconField } from '../schema/iconField'

export const aiMatchingSection = defineType({
  name: 'aiMatchingSection',
  title: 'KI-Matching erklärt',
  type: 'object',
  fields: [
    ...sectionHeaderFields,
    defineField({
      name: 'factors',
      title: 'Faktoren',
      description: 'Skill-Matching, Culture-Fit und Wachstumspotenzial.',
      type: 'array',
      validation: (rule) => rule.required().length(3).error('Genau drei Faktoren.'),
      of: [
        defineArrayMember({
          name: 'matchingFactor',
          title: 'Faktor',
          icon: TargetIcon,
          type: 'object',
          fields: [
            requiredString('title', 'Titel'),
            requiredText('text', 'Text'),
            iconField(),
            stringList('points', 'Was einfließt', { max: 4 }),
          ],
          preview: { select: { title: 'title', subtitle: 'text' } },
        }),
      ],
    }),
    defineField({
      name: 'note',
      title: 'Hinweis unter den Faktoren',
      type: 'string',
    }),
  ],
})
