import { defineField, defineType } from 'sanity'
import { headingField } from '../schema/fields'

export const finalCtaSection = defineType({
  name: 'finalCtaSection',
  title: 'Abschluss-Aufruf',
  type: 'object',
  fields: [
    headingField(),
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
