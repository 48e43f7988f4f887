import { defineField, defineType } from 'sanity'
import { requiredString, sectionHeaderFields } from '../schema/fields'
import { aid, aidsFieldset } from '../schema/aids'

/** Header and control labels; the slides are all `agent` documents in their order. */
export const agentsCarouselSection = defineType({
  name: 'agentsCarouselSection',
  title: 'Agenten-Karussell',
  type: 'object',
  description:
    'Die Agenten selbst pflegst du unter „Beispiel-Agenten“, dort auch ihre Reihenfolge.',
  fieldsets: [aidsFieldset],
  fields: [
    ...sectionHeaderFields,
    aid(requiredString('previousLabel', 'Button „Zurück“ (Screenreader)')),
    aid(requiredString('nextLabel', 'Button „Weiter“ (Screenreader)')),
    requiredString('trackRecordLabel', 'Überschrift Track Record'),
    requiredString('skillsLabel', 'Überschrift Skills'),
    aid(
      defineField({
        name: 'slideLabelTemplate',
        title: 'Folienbeschriftung (Screenreader)',
        description: 'Vorlage mit {index} und {count}, z. B. „{index} von {count}“.',
        type: 'string',
      }),
    ),
  ],
})
