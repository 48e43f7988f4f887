import { defineField, defineType } from 'sanity'
import { requiredString } from '../schema/fields'

export const finalCtaSection = defineType({
  name: 'finalCtaSection',
  title: 'Abschluss-Aufruf',
  type: 'object',
  fields: [
    requiredString('heading', 'Überschrift'),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 3 }),
    defineField({
      name: 'primaryCta',
      title: 'Primärer Button',
      type: 'cta',
      validation: (rule) => rule.required().error('Bitte den primären Button ausfüllen.'),
    }),
    defineField({ name: 'secondaryCta', title: 'Sekundärer Button', type: 'cta' }),
  ],
})
