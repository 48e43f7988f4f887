import { CircleIcon } from '@sanity/icons/Circle'
import { ThLargeIcon } from '@sanity/icons/ThLarge'
import { ThListIcon } from '@sanity/icons/ThList'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { countWord, requiredString, sectionHeaderFields } from '../schema/fields'

const ROWS = 6

export const comparisonLevels = [
  { title: 'Niedrig', value: 'low' },
  { title: 'Mittel', value: 'medium' },
  { title: 'Hoch', value: 'high' },
] as const

interface ComparisonSectionOptions {
  name: string
  title: string
  /** How many options the page compares, the product included (the spec fixes it per page). */
  columns: number
}

/** Options rated over six criteria; one type per page, as the number of options differs. */
const comparisonSectionType = ({ name, title, columns }: ComparisonSectionOptions) =>
  defineType({
    name,
    title,
    type: 'object',
    fields: [
      ...sectionHeaderFields,
      defineField({
        name: 'columns',
        title: 'Spalten (Optionen)',
        type: 'array',
        validation: (rule) =>
          rule
            .required()
            .length(columns)
            .error(`Genau ${countWord(columns)} Optionen.`),
        of: [
          defineArrayMember({
            name: 'comparisonColumn',
            title: 'Option',
            icon: ThLargeIcon,
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
            preview: {
              select: { title: 'label', isProduct: 'isProduct' },
              prepare: ({ title, isProduct }) => ({
                title,
                subtitle: isProduct ? 'Unser Produkt (hervorgehoben)' : 'Alternative',
              }),
            },
          }),
        ],
      }),
      defineField({
        name: 'rows',
        title: 'Kriterien',
        type: 'array',
        validation: (rule) =>
          rule
            .required()
            .length(ROWS)
            .error(`Genau ${countWord(ROWS)} Kriterien.`),
        of: [
          defineArrayMember({
            name: 'comparisonRow',
            title: 'Kriterium',
            icon: ThListIcon,
            type: 'object',
            fields: [
              requiredString('criterion', 'Kriterium'),
              defineField({
                name: 'cells',
                title: 'Bewertungen',
                description: 'Eine Bewertung je Spalte, in derselben Reihenfolge.',
                type: 'array',
                validation: (rule) =>
                  rule
                    .required()
                    .length(columns)
                    .error(`Genau eine Bewertung je Option (${countWord(columns)}).`),
                of: [
                  defineArrayMember({
                    name: 'comparisonCell',
                    title: 'Bewertung',
                    icon: CircleIcon,
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
                        validation: (rule) => rule.required().error('Bitte eine Stufe wählen.'),
                      }),
                      requiredString('text', 'Text'),
                    ],
                    preview: {
                      select: { title: 'text', level: 'level' },
                      prepare: ({ title, level }) => ({
                        title,
                        subtitle: comparisonLevels.find((option) => option.value === level)?.title,
                      }),
                    },
                  }),
                ],
              }),
            ],
            preview: {
              select: { title: 'criterion', cells: 'cells' },
              prepare: ({ title, cells }) => ({
                title,
                subtitle: ((cells ?? []) as { text?: string }[])
                  .map((cell) => cell.text)
                  .join(' · '),
              }),
            },
          }),
        ],
      }),
      defineField({
        name: 'legend',
        title: 'Legende',
        type: 'object',
        validation: (rule) => rule.required().error('Bitte die Legende ausfüllen.'),
        fields: [
          requiredString('low', 'Niedrig'),
          requiredString('medium', 'Mittel'),
          requiredString('high', 'Hoch'),
        ],
      }),
    ],
  })

/** Company landing page: job boards, social ads, headhunters and the product. */
export const comparisonSection = comparisonSectionType({
  name: 'comparisonSection',
  title: 'Vergleich',
  columns: 4,
})

/** Talent landing page: job boards, headhunters and the product. */
export const talentComparisonSection = comparisonSectionType({
  name: 'talentComparisonSection',
  title: 'Vergleich für Talente',
  columns: 3,
})
