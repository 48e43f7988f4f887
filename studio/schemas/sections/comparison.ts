import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredString, sectionHeaderFields } from '../lib/fields'

const COLUMNS = 4

export const comparisonLevels = [
  { title: 'Niedrig', value: 'low' },
  { title: 'Mittel', value: 'medium' },
  { title: 'Hoch', value: 'high' },
] as const

export const comparisonSection = defineType({
  name: 'comparisonSection',
  title: 'Vergleich',
  type: 'object',
  fields: [
    ...sectionHeaderFields,
    defineField({
      name: 'columns',
      title: 'Spalten (Optionen)',
      type: 'array',
      validation: (rule) => rule.required().length(COLUMNS).error('Genau vier Optionen.'),
      of: [
        defineArrayMember({
          name: 'comparisonColumn',
          title: 'Option',
          type: 'object',
          fields: [
            requiredString('label', 'Name'),
            defineField({
              name: 'isProduct',
              title: 'Unser Produkt',
              description: 'Hebt die Spalte hervor.',
              type: 'boolean',
              initialValue: false,
            }),
          ],
          preview: { select: { title: 'label' } },
        }),
      ],
    }),
    defineField({
      name: 'rows',
      title: 'Kriterien',
      type: 'array',
      validation: (rule) => rule.required().length(6).error('Genau sechs Kriterien.'),
      of: [
        defineArrayMember({
          name: 'comparisonRow',
          title: 'Kriterium',
          type: 'object',
          fields: [
            requiredString('criterion', 'Kriterium'),
            defineField({
              name: 'cells',
              title: 'Bewertungen',
              description: 'Eine Bewertung je Spalte, in derselben Reihenfolge.',
              type: 'array',
              validation: (rule) =>
                rule.required().length(COLUMNS).error('Genau eine Bewertung je Option (vier).'),
              of: [
                defineArrayMember({
                  name: 'comparisonCell',
                  title: 'Bewertung',
                  type: 'object',
                  fields: [
                    defineField({
                      name: 'level',
                      title: 'Stufe',
                      type: 'string',
                      options: {
                        list: [...comparisonLevels],
                        layout: 'radio',
                        direction: 'horizontal',
                      },
                      validation: (rule) => rule.required(),
                    }),
                    requiredString('text', 'Text'),
                  ],
                  preview: { select: { title: 'text', subtitle: 'level' } },
                }),
              ],
            }),
          ],
          preview: { select: { title: 'criterion' } },
        }),
      ],
    }),
    defineField({
      name: 'legend',
      title: 'Legende',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        requiredString('low', 'Niedrig'),
        requiredString('medium', 'Mittel'),
        requiredString('high', 'Hoch'),
      ],
    }),
  ],
})
