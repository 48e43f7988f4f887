import { ChartUpwardIcon } from '@sanity/icons/ChartUpward'
import { UserIcon } from '@sanity/icons/User'
import { manualOrdering, orderRank } from '../lib/order'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { withLengthLimits } from '@repo/sections/schema/copyLimits'
import { agentCountries } from '@repo/sections/agentsCarousel/countries'
import { requiredString, stringList } from '@repo/sections/schema/fields'
import { imageWithAlt } from '../objects/imageWithAlt'

export const agent = defineType({
  name: 'agent',
  title: 'Beispiel-Agent',
  description: 'Beispielprofil eines Sales-Talents für das Karussell auf der Startseite.',
  type: 'document',
  icon: UserIcon,
  orderings: [manualOrdering],
  // Every line of copy warns past the length a phone takes (copyLimits).
  fields: withLengthLimits([
    requiredString('name', 'Name'),
    requiredString('country', 'Land'),
    defineField({
      name: 'countryCode',
      title: 'Flagge',
      description: 'Die Website zeichnet die Flagge des gewählten Landes neben den Ländernamen.',
      type: 'string',
      options: { list: [...agentCountries] },
      validation: (rule) => rule.required().error('Bitte das Land der Flagge wählen.'),
    }),
    defineField({
      name: 'role',
      title: 'Rolle',
      type: 'reference',
      to: [{ type: 'roleProfile' }],
      validation: (rule) => rule.required().error('Bitte eine Rolle wählen.'),
    }),
    stringList('skills', 'Skills', { min: 3, max: 5 }),
    defineField({
      name: 'trackRecord',
      title: 'Track Record',
      description: 'z. B. Abschlüsse, Termine, Gespräche, Dealvolumen.',
      type: 'array',
      validation: (rule) => [
        rule.required().error('Bitte den Track Record angeben.'),
        rule.min(1).max(4).error('Eine bis vier Kennzahlen.'),
      ],
      of: [
        defineArrayMember({
          name: 'trackRecordItem',
          title: 'Kennzahl',
          icon: ChartUpwardIcon,
          type: 'object',
          fields: [requiredString('label', 'Bezeichnung'), requiredString('value', 'Wert')],
          preview: { select: { title: 'value', subtitle: 'label' } },
        }),
      ],
    }),
    imageWithAlt({ name: 'image', title: 'Bild' }),
    orderRank('agent'),
  ]),
  preview: {
    select: { title: 'name', role: 'role.name', country: 'country', media: 'image' },
    prepare: ({ title, role, country, media }) => ({
      title,
      subtitle: [role, country].filter(Boolean).join(' · '),
      media,
    }),
  },
})
