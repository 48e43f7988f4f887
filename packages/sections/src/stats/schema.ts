import { ChartUpwardIcon } from '@sanity/icons/ChartUpward'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { sectionHeaderFields, statFields } from '../schema/fields'

/** Key figures, each a value as written (`10.000+`, `4,8/5`) and what it counts. */
export const statsSection = defineType({
  name: 'statsSection',
  title: 'Kennzahlen',
  type: 'object',
  fields: [
    ...sectionHeaderFields,
    defineField({
      name: 'stats',
      title: 'Kennzahlen',
      type: 'array',
      validation: (rule) => [
        rule.required().min(1).error('Mindestens eine Kennzahl.'),
        rule.max(6).error('Höchstens sechs Kennzahlen.'),
      ],
      of: [
        defineArrayMember({
          name: 'stat',
          title: 'Kennzahl',
          icon: ChartUpwardIcon,
          type: 'object',
          fields: statFields,
          preview: { select: { title: 'value', subtitle: 'label' } },
        }),
      ],
    }),
  ],
})
