import { FilterIcon } from '@sanity/icons/Filter'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredString, requiredText, sectionHeaderFields } from '../schema/fields'

export const funnelSection = defineType({
  name: 'funnelSection',
  title: 'Filter-Trichter',
  type: 'object',
  fields: [
    ...sectionHeaderFields,
    defineField({
      name: 'stages',
      title: 'Stufen',
      description: 'Von oben nach unten, mit fallenden Prozentwerten.',
      type: 'array',
      validation: (rule) => [
        rule.required().length(4).error('Genau vier Stufen.'),
        rule.custom((stages?: { percent?: number }[]) => {
          const percents = (stages ?? []).map((stage) => stage.percent ?? 0)
          return percents.every((p, i) => i === 0 || p <= (percents[i - 1] ?? 0))
            ? true
            : 'Die Prozentwerte müssen von Stufe zu Stufe fallen.'
        }),
      ],
      of: [
        defineArrayMember({
          name: 'funnelStage',
          title: 'Stufe',
          icon: FilterIcon,
          type: 'object',
          fields: [
            defineField({
              name: 'percent',
              title: 'Prozent',
              type: 'number',
              validation: (rule) =>
                rule.required().min(0).max(100).error('Ein Wert zwischen 0 und 100.'),
            }),
            requiredString('label', 'Bezeichnung'),
            requiredText('text', 'Erklärung'),
          ],
          preview: {
            select: { percent: 'percent', label: 'label' },
            prepare: ({ percent, label }) => ({ title: `${percent ?? '?'} %`, subtitle: label }),
          },
        }),
      ],
    }),
  ],
})
