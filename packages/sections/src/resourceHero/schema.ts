import { defineField, defineType } from 'sanity'
import { eyebrowField, headingField } from '../schema/fields'

/** Opening band of a resource page: the page's h1, a lead text and one button. */
export const resourceHeroSection = defineType({
  name: 'resourceHeroSection',
  title: 'Seitenkopf',
  type: 'object',
  fields: [
    eyebrowField,
    headingField('Überschrift (H1)'),
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
