import { defineField, defineType } from 'sanity'
import { headingField, lengthLimits, limitedString, requiredText } from '../schema/fields'
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
    limitedString('eyebrow', 'Dachzeile', lengthLimits.eyebrow, {
      description: 'z. B. „Tipp“',
      optional: true,
    }),
    headingField(),
    requiredText('text', 'Text'),
    defineField({ name: 'cta', title: 'Button', type: 'cta' }),
  ],
})
