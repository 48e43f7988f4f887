import { defineField, defineType } from 'sanity'
import { requiredString } from '../schema/fields'

/** Opening band of a resource page: the page's h1, a lead text and one button. */
export const resourceHeroSection = defineType({
  name: 'resourceHeroSection',
  title: 'Seitenkopf',
  type: 'object',
  fields: [
    defineField({ name: 'eyebrow', title: 'Dachzeile', type: 'string' }),
    requiredString('heading', 'Überschrift (H1)'),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().error('Bitte „Text“ ausfüllen.'),
    }),
    defineField({ name: 'primaryCta', title: 'Button', type: 'cta' }),
  ],
})
