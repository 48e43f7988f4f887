import { CaseIcon } from '@sanity/icons/Case'
import { manualOrdering, orderRank } from '../lib/order'
import { defineField, defineType } from 'sanity'
import { withLengthLimits } from '@repo/sections/schema/copyLimits'
import { payModels } from '@repo/sections/jobsCarousel/payModels'
import { requiredString } from '@repo/sections/schema/fields'
import { imageWithAlt } from '../objects/imageWithAlt'

export const sampleJob = defineType({
  name: 'sampleJob',
  title: 'Beispiel-Job',
  description: 'Beispiel-Stellenanzeige für das Job-Karussell der Talent-Seite.',
  type: 'document',
  icon: CaseIcon,
  orderings: [manualOrdering],
  // Every line of copy warns past the length a phone takes (copyLimits).
  fields: withLengthLimits([
    requiredString('company', 'Unternehmen'),
    imageWithAlt({ name: 'logo', title: 'Logo' }),
    defineField({
      name: 'role',
      title: 'Rolle',
      type: 'reference',
      to: [{ type: 'roleProfile' }],
      validation: (rule) => rule.required().error('Bitte eine Rolle wählen.'),
    }),
    requiredString('industry', 'Branche'),
    defineField({
      name: 'payModel',
      title: 'Vergütungsmodell',
      type: 'string',
      options: { list: [...payModels], layout: 'radio' },
      validation: (rule) => rule.required().error('Bitte ein Vergütungsmodell wählen.'),
    }),
    requiredString('oteRange', 'OTE-Spanne', 'z. B. „60.000–80.000 €“'),
    requiredString('location', 'Ort', '„Remote“ oder eine Stadt'),
    orderRank('sampleJob'),
  ]),
  preview: {
    select: { title: 'company', role: 'role.name', location: 'location', media: 'logo' },
    prepare: ({ title, role, location, media }) => ({
      title,
      subtitle: [role, location].filter(Boolean).join(' · '),
      media,
    }),
  },
})
