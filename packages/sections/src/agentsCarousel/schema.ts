import { defineType } from 'sanity'
import { requiredString, sectionHeaderFields } from '../schema/fields'
import { aid, aidsFieldset } from '../schema/aids'
import { template } from '../schema/template'

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
      template(
        'slideLabelTemplate',
        'Folienbeschriftung (Screenreader)',
        ['index', 'count'],
        '{index} von {count}',
        {
          optionalField: true,
        },
      ),
    ),
  ],
})
