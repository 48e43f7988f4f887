import { defineField, defineType } from 'sanity'
import { requiredString, sectionHeaderFields } from '../schema/fields'

/** Header and control labels; the slides are all `agent` documents in their order. */
export const agentsCarouselSection = defineType({
  name: 'agentsCarouselSection',
  title: 'Agenten-Karussell',
  type: 'object',
  fields: [
    ...sectionHeaderFields,
    requiredString('previousLabel', 'Button „Zurück“ (Screenreader)'),
    requiredString('nextLabel', 'Button „Weiter“ (Screenreader)'),
    requiredString('trackRecordLabel', 'Überschrift Track Record'),
    requiredString('skillsLabel', 'Überschrift Skills'),
    defineField({
      name: 'slideLabelTemplate',
      title: 'Folienbeschriftung (Screenreader)',
      description: 'Vorlage mit {index} und {count}, z. B. „{index} von {count}“.',
      type: 'string',
    }),
  ],
})
