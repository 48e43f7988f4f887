import { ThListIcon } from '@sanity/icons/ThList'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredString, sectionHeaderFields } from '../schema/fields'

/** The table's columns: the metric, then the four ways to hire. */
const columns = [
  ['metric', 'Kennzahl'],
  ['jobBoards', 'Jobbörsen'],
  ['socialAds', 'Social Ads'],
  ['headhunter', 'Headhunter'],
  ['product', 'SalesSwipe'],
] as const

export const metricsTableSection = defineType({
  name: 'metricsTableSection',
  title: 'Kennzahlen-Tabelle',
  type: 'object',
  fields: [
    ...sectionHeaderFields,
    defineField({
      name: 'headers',
      title: 'Spaltenköpfe',
      type: 'object',
      options: { columns: 2 },
      validation: (rule) => rule.required().error('Bitte die Spaltenköpfe ausfüllen.'),
      fields: columns.map(([name, title]) => requiredString(name, title)),
    }),
    defineField({
      name: 'rows',
      title: 'Zeilen',
      type: 'array',
      validation: (rule) => [
        rule.required().min(3).error('Mindestens drei Kennzahlen.'),
        rule.max(10).error('Höchstens zehn Kennzahlen.'),
      ],
      of: [
        defineArrayMember({
          name: 'metricsRow',
          title: 'Kennzahl',
          icon: ThListIcon,
          type: 'object',
          fields: columns.map(([name, title]) => requiredString(name, title)),
          preview: { select: { title: 'metric', subtitle: 'product' } },
        }),
      ],
    }),
  ],
})
