import { StarIcon } from '@sanity/icons/Star'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredString, requiredText, sectionHeaderFields } from '../schema/fields'
import { iconField } from '../schema/iconField'

export const howItWorksBenefitsSection = defineType({
  name: 'howItWorksBenefitsSection',
  title: 'Vier Vorteile',
  type: 'object',
  fields: [
    ...sectionHeaderFields,
    defineField({
      name: 'benefits',
      title: 'Vorteile',
      type: 'array',
      validation: (rule) => rule.required().length(4).error('Genau vier Vorteile.'),
      of: [
        defineArrayMember({
          name: 'howItWorksBenefit',
          title: 'Vorteil',
          icon: StarIcon,
          type: 'object',
          fields: [requiredString('title', 'Titel'), requiredText('text', 'Text'), iconField()],
          preview: { select: { title: 'title', subtitle: 'text' } },
        }),
      ],
    }),
  ],
})
