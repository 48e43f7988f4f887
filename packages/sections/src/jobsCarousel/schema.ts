import { defineField, defineType } from 'sanity'
import { requiredString, sectionHeaderFields } from '../schema/fields'
import { payModels } from './payModels'
import { aidsFieldset } from '../schema/aids'
import { carouselAidFields } from '../shared/carousel/schema'

/** Header, control and card labels; the slides are all `sampleJob` documents in their order. */
export const jobsCarouselSection = defineType({
  name: 'jobsCarouselSection',
  title: 'Job-Karussell',
  type: 'object',
  description: 'Die Jobs selbst pflegst du unter „Beispiel-Jobs“, dort auch ihre Reihenfolge.',
  fieldsets: [aidsFieldset],
  fields: [
    ...sectionHeaderFields,
    requiredString(
      'sampleLabel',
      'Kennzeichnung „Beispiel“',
      'Steht auf jeder Karte: die Jobs sind Beispieldaten.',
    ),
    ...carouselAidFields,
    requiredString('industryLabel', 'Bezeichnung Branche'),
    requiredString('payModelLabel', 'Bezeichnung Vergütungsmodell'),
    requiredString('oteLabel', 'Bezeichnung OTE-Spanne'),
    requiredString('locationLabel', 'Bezeichnung Ort'),
    defineField({
      name: 'payModelLabels',
      title: 'Namen der Vergütungsmodelle',
      type: 'object',
      validation: (rule) => rule.required().error('Bitte die Namen der Vergütungsmodelle angeben.'),
      fields: payModels.map((model) => requiredString(model.value, model.title)),
    }),
  ],
})
