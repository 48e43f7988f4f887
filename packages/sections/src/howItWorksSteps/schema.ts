import { OlistIcon } from '@sanity/icons/Olist'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredString, requiredText, sectionHeaderFields } from '../schema/fields'
import { productMediaField } from '../productMedia/schema'
import { stepIllustrations } from './illustrations'

export const howItWorksStepsSection = defineType({
  name: 'howItWorksStepsSection',
  title: 'Ablauf in sechs Schritten',
  type: 'object',
  fields: [
    ...sectionHeaderFields,
    defineField({
      name: 'steps',
      title: 'Schritte',
      description: 'In der Reihenfolge des Ablaufs; die Nummern ergänzt die Website.',
      type: 'array',
      validation: (rule) => rule.required().length(6).error('Genau sechs Schritte.'),
      of: [
        defineArrayMember({
          name: 'howItWorksStep',
          title: 'Schritt',
          icon: OlistIcon,
          type: 'object',
          fields: [
            requiredString('title', 'Titel'),
            requiredText('text', 'Text'),
            defineField({
              name: 'illustration',
              title: 'Illustration',
              description: 'Optionale kleine Grafik im Stil der App über dem Schritt.',
              type: 'string',
              options: { list: [...stepIllustrations], layout: 'dropdown' },
            }),
            productMediaField('media', 'Screenshot oder Video statt Illustration'),
          ],
          preview: { select: { title: 'title', subtitle: 'text' } },
        }),
      ],
    }),
  ],
})
