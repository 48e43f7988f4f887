import { CommentIcon } from '@sanity/icons/Comment'
import { manualOrdering, orderRank } from '../lib/order'
import { defineField, defineType } from 'sanity'
import { requiredString, requiredText } from '@repo/sections/schema/fields'

export const interviewQuestion = defineType({
  name: 'interviewQuestion',
  title: 'Interviewfrage',
  type: 'document',
  icon: CommentIcon,
  orderings: [manualOrdering],
  fields: [
    defineField({
      name: 'role',
      title: 'Rolle',
      type: 'reference',
      to: [{ type: 'roleProfile' }],
      validation: (rule) => rule.required().error('Bitte eine Rolle wählen.'),
    }),
    requiredString('category', 'Kategorie'),
    requiredString('question', 'Frage'),
    requiredText('why', 'Warum diese Frage?'),
    orderRank('interviewQuestion'),
  ],
  preview: {
    select: { title: 'question', role: 'role.name', category: 'category' },
    prepare: ({ title, role, category }) => ({
      title,
      subtitle: [role, category].filter(Boolean).join(' · '),
    }),
  },
})
