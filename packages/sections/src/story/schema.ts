import { defineField, defineType } from 'sanity'
import { sectionHeaderFields } from '../schema/fields'

/** Running text with optional key points (the concierge's "what it is", the about page's mission). */
export const storySection = defineType({
  name: 'storySection',
  title: 'Text mit Kernpunkten',
  type: 'object',
  fields: [
    ...sectionHeaderFields,
    defineField({
      name: 'paragraphs',
      title: 'Absätze',
      type: 'array',
      of: [{ type: 'text', rows: 4 }],
      validation: (rule) => [
        rule.required().min(1).error('Mindestens ein Absatz.'),
        rule.max(6).error('Höchstens sechs Absätze.'),
      ],
    }),
    defineField({
      name: 'pointsTitle',
      title: 'Überschrift der Kernpunkte',
      type: 'string',
      validation: (rule) =>
        rule.custom((value, context) => {
          const points = (context.parent as { points?: unknown[] } | undefined)?.points
          return Array.isArray(points) && points.length > 0 && !value
            ? 'Kernpunkte brauchen eine Überschrift.'
            : true
        }),
    }),
    defineField({
      name: 'points',
      title: 'Kernpunkte',
      type: 'array',
      of: [{ type: 'string' }],
      validation: (rule) => rule.max(8).error('Höchstens acht Kernpunkte.'),
    }),
  ],
})
