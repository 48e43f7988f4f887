import { RocketIcon } from '@sanity/icons/Rocket'
import { manualOrdering, orderRank } from '../lib/order'
import { defineType } from 'sanity'
import { requiredString, requiredText } from '@repo/sections/schema/fields'

export const careerOpening = defineType({
  name: 'careerOpening',
  title: 'Offene Stelle',
  description: 'Stellenangebot auf der Karriere-Seite.',
  type: 'document',
  icon: RocketIcon,
  orderings: [manualOrdering],
  fields: [
    requiredString('title', 'Titel'),
    requiredString('department', 'Bereich'),
    requiredString('employmentType', 'Anstellungsart', 'z. B. „Vollzeit“'),
    requiredString('location', 'Ort', '„Remote“ oder eine Stadt'),
    requiredText('description', 'Beschreibung'),
    orderRank('careerOpening'),
  ],
  preview: {
    select: { title: 'title', department: 'department', location: 'location' },
    prepare: ({ title, department, location }) => ({
      title,
      subtitle: [department, location].filter(Boolean).join(' · '),
    }),
  },
})
