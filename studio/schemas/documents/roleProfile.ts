import { ChartUpwardIcon } from '@sanity/icons/ChartUpward'
import { UsersIcon } from '@sanity/icons/Users'
import { manualOrdering, orderRank } from '../lib/order'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { withLengthLimits } from '@repo/sections/schema/copyLimits'
import { requiredString, requiredText, stringList } from '@repo/sections/schema/fields'

export const roleKeys = [
  { title: 'Opener', value: 'opener' },
  { title: 'Setter', value: 'setter' },
  { title: 'Closer', value: 'closer' },
] as const

export const roleProfile = defineType({
  name: 'roleProfile',
  title: 'Rollenprofil',
  description: 'Eine der drei Sales-Rollen; andere Inhalte verweisen darauf.',
  type: 'document',
  icon: UsersIcon,
  orderings: [manualOrdering],
  // Every line of copy warns past the length a phone takes (copyLimits).
  fields: withLengthLimits([
    defineField({
      name: 'key',
      title: 'Schlüssel',
      type: 'string',
      options: { list: [...roleKeys], layout: 'radio', direction: 'horizontal' },
      readOnly: ({ value }) => Boolean(value),
      validation: (rule) => rule.required().error('Bitte einen Schlüssel wählen.'),
    }),
    requiredString('name', 'Name', 'Kurzname, z. B. „Opener“'),
    requiredString('title', 'Titel'),
    requiredString('subtitle', 'Untertitel'),
    requiredText('description', 'Kurzbeschreibung'),
    requiredText('detailedDescription', 'Ausführliche Beschreibung'),
    stringList('responsibilities', 'Aufgaben'),
    stringList('skills', 'Skills'),
    stringList('whenToHire', 'Wann einstellen?'),
    defineField({
      name: 'metrics',
      title: 'Kennzahlen',
      type: 'array',
      validation: (rule) => rule.required().min(1).error('Mindestens eine Kennzahl.'),
      of: [
        defineArrayMember({
          name: 'metric',
          title: 'Kennzahl',
          icon: ChartUpwardIcon,
          type: 'object',
          fields: [requiredString('label', 'Bezeichnung'), requiredString('value', 'Wert')],
          preview: { select: { title: 'value', subtitle: 'label' } },
        }),
      ],
    }),
    requiredString('compensation', 'Vergütung'),
    orderRank('roleProfile'),
  ]),
  preview: { select: { title: 'name', subtitle: 'title' } },
})
