import { CalendarIcon } from '@sanity/icons/Calendar'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredString, requiredText, sectionHeaderFields } from '../schema/fields'

export const hiringTimelineSection = defineType({
  name: 'hiringTimelineSection',
  title: '7-Tage-Zeitplan',
  type: 'object',
  fields: [
    ...sectionHeaderFields,
    defineField({
      name: 'entries',
      title: 'Etappen',
      description: 'Von „Tag 0“ bis „Tag 7+“, in zeitlicher Reihenfolge.',
      type: 'array',
      validation: (rule) => [
        rule.required().min(4).error('Mindestens vier Etappen.'),
        rule.max(8).error('Höchstens acht Etappen.'),
      ],
      of: [
        defineArrayMember({
          name: 'timelineEntry',
          title: 'Etappe',
          icon: CalendarIcon,
          type: 'object',
          fields: [
            requiredString('day', 'Tag', 'z. B. „Tag 0“, „Tag 3–4“ oder „Tag 7+“'),
            requiredString('title', 'Titel'),
            requiredText('text', 'Text'),
          ],
          preview: { select: { title: 'title', subtitle: 'day' } },
        }),
      ],
    }),
  ],
})
