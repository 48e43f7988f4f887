import { defineField, defineType } from 'sanity'
import { requiredString, requiredText } from '../schema/fields'
import { uiIconOptions } from '../schema/icons'

/** A highlighted hint between sections, e.g. the launch-special tip on the pricing page. */
export const calloutSection = defineType({
  name: 'calloutSection',
  title: 'Hinweis',
  type: 'object',
  fields: [
    defineField({
      name: 'icon',
      title: 'Symbol',
      type: 'string',
      options: { list: uiIconOptions },
    }),
    defineField({
      name: 'eyebrow',
      title: 'Dachzeile',
      description: 'z. B. „Tipp“',
      type: 'string',
    }),
    requiredString('heading', 'Überschrift'),
    requiredText('text', 'Text'),
    defineField({ name: 'cta', title: 'Button', type: 'cta' }),
  ],
})
