import { OlistIcon } from '@sanity/icons/Olist'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredString, requiredText, sectionHeaderFields } from '../schema/fields'

/** Numbered steps with a duration, e.g. the concierge's seven days to the first interview. */
export const journeySection = defineType({
  name: 'journeySection',
  title: 'Ablauf mit Dauer',
  type: 'object',
  fields: [
    ...sectionHeaderFields,
    defineField({
      name: 'steps',
      title: 'Schritte',
      type: 'array',
      validation: (rule) => [
        rule.required().min(2).error('Mindestens zwei Schritte.'),
        rule.max(10).error('Höchstens zehn Schritte.'),
        rule.custom((steps?: { number?: number }[]) =>
          (steps ?? []).every((step, index) => step.number === index + 1)
            ? true
            : 'Die Schritte müssen von 1 an fortlaufend nummeriert sein.',
        ),
      ],
      of: [
        defineArrayMember({
          name: 'journeyStep',
          title: 'Schritt',
          icon: OlistIcon,
          type: 'object',
          fields: [
            defineField({
              name: 'number',
              title: 'Nummer',
              type: 'number',
              validation: (rule) => rule.required().integer().min(1).error('Eine ganze Zahl ab 1.'),
            }),
            requiredString('title', 'Titel'),
            requiredString('duration', 'Dauer', 'z. B. „15 Minuten“ oder „Tag 2–5“'),
            requiredText('description', 'Beschreibung'),
          ],
          preview: {
            select: { number: 'number', title: 'title', subtitle: 'duration' },
            prepare: ({ number, title, subtitle }) => ({ title: `${number}. ${title}`, subtitle }),
          },
        }),
      ],
    }),
  ],
})
