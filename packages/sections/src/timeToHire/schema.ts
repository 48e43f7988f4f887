import { ClockIcon } from '@sanity/icons/Clock'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredString, sectionHeaderFields, stringList } from '../schema/fields'
import { aid, aidsFieldset } from '../schema/aids'
import { template } from '../schema/template'

/** Whole days, or a key figure that holds them (`{{kennzahl.tageJobboersen}}`). */
const daysPattern = /^(?:[1-9]\d*|\{\{\s*kennzahl\.[a-zA-Z][a-zA-Z0-9]*\s*\}\})$/

export const timeToHireSection = defineType({
  name: 'timeToHireSection',
  title: 'Time-to-Hire im Vergleich',
  type: 'object',
  fieldsets: [aidsFieldset],
  fields: [
    ...sectionHeaderFields,
    aid(template('daysTemplate', 'Anzeige der Tage', ['days'], '{days} Tage')),
    aid(
      requiredString('stagesLabel', 'Beschriftung der Etappen (Screenreader)', 'z. B. „Etappen“'),
    ),
    defineField({
      name: 'rows',
      title: 'Wege',
      type: 'array',
      validation: (rule) => rule.required().length(4).error('Genau vier Wege.'),
      of: [
        defineArrayMember({
          name: 'timeToHireRow',
          title: 'Weg',
          icon: ClockIcon,
          type: 'object',
          fields: [
            requiredString('method', 'Weg'),
            defineField({
              name: 'days',
              title: 'Tage bis zur Einstellung',
              description:
                'Am besten der Platzhalter einer Kennzahl (siehe Kennzahlen), damit das Diagramm ' +
                'und jeder Text, der die Tage nennt, dieselbe Zahl zeigen. Sonst eine ganze Zahl.',
              type: 'string',
              validation: (rule) =>
                rule
                  .required()
                  .regex(daysPattern)
                  .error('Eine ganze Zahl von Tagen oder eine Kennzahl: {{kennzahl.<Kürzel>}}.'),
            }),
            stringList('stages', 'Etappen', { max: 6 }),
            defineField({
              name: 'isProduct',
              title: 'Unser Produkt',
              description: 'Hebt den Weg hervor.',
              type: 'boolean',
              initialValue: false,
            }),
          ],
          preview: {
            select: { title: 'method', days: 'days' },
            prepare: ({ title, days }) => ({ title, subtitle: `${days ?? '?'} Tage` }),
          },
        }),
      ],
    }),
  ],
})
