import { ClockIcon } from '@sanity/icons/Clock'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredString, requiredText, sectionHeaderFields } from '../schema/fields'
import { aid, aidsFieldset } from '../schema/aids'
import { template } from '../schema/template'

interface Segment {
  startMinute?: number
  endMinute?: number
}

/** Segments follow each other without gap or overlap, from minute 0 on. */
export function segmentsProblem(segments: Segment[] | undefined): string | undefined {
  let minute = 0
  for (const { startMinute, endMinute } of segments ?? []) {
    if (startMinute !== minute) return 'Jede Phase beginnt, wo die vorige endet (die erste bei 0).'
    if (endMinute === undefined || endMinute <= startMinute)
      return 'Jede Phase endet nach ihrem Beginn.'
    minute = endMinute
  }
  return undefined
}

const minuteField = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'number',
    validation: (rule) =>
      rule.required().integer().min(0).error('Eine ganze Minute ab Gesprächsbeginn.'),
  })

/** The interview's phases (0–5, 5–15, 15–35, 35–45, 45–55, 55–60 minutes). */
export const interviewStructureSection = defineType({
  name: 'interviewStructureSection',
  title: 'Interviewablauf',
  type: 'object',
  fieldsets: [aidsFieldset],
  fields: [
    ...sectionHeaderFields,
    aid(template('minutesTemplate', 'Zeitangabe', ['start', 'end'], '{start}–{end} Min.')),
    defineField({
      name: 'segments',
      title: 'Phasen',
      type: 'array',
      validation: (rule) => [
        rule.required().min(1).error('Mindestens eine Phase.'),
        rule.custom((segments: Segment[] | undefined) => segmentsProblem(segments) ?? true),
      ],
      of: [
        defineArrayMember({
          name: 'interviewSegment',
          title: 'Phase',
          icon: ClockIcon,
          type: 'object',
          fields: [
            minuteField('startMinute', 'Beginn (Minute)'),
            minuteField('endMinute', 'Ende (Minute)'),
            requiredString('title', 'Titel'),
            requiredText('text', 'Beschreibung'),
          ],
          preview: {
            select: { start: 'startMinute', end: 'endMinute', title: 'title' },
            prepare: ({ start, end, title }) => ({ title, subtitle: `${start}–${end} Min.` }),
          },
        }),
      ],
    }),
  ],
})
