import { defineType } from 'sanity'
import { requiredString, sectionHeaderFields } from '../schema/fields'
import { aidsFieldset } from '../schema/aids'
import { carouselAidFields } from '../shared/carousel/schema'

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
    ...carouselAidFields,
    requiredString('trackRecordLabel', 'Überschrift Track Record'),
    requiredString('skillsLabel', 'Überschrift Skills'),
  ],
})
