import { HelpCircleIcon } from '@sanity/icons/HelpCircle'
import { manualOrdering, orderRank } from '../lib/order'
import { defineField, defineType } from 'sanity'
import { faqAudiences } from '@repo/sections/faq/audiences'
import { requiredString } from '@repo/sections/schema/fields'
import { validPlaceholders } from '../lib/placeholders'

export const faq = defineType({
  name: 'faq',
  title: 'FAQ',
  type: 'document',
  icon: HelpCircleIcon,
  orderings: [manualOrdering],
  validation: (rule) => rule.custom(validPlaceholders),
  fields: [
    requiredString('question', 'Frage'),
    defineField({
      name: 'answer',
      title: 'Antwort',
      type: 'blockContent',
      validation: (rule) => rule.required().min(1).error('Bitte eine Antwort schreiben.'),
    }),
    defineField({
      name: 'audience',
      title: 'Zielgruppe',
      description:
        'In welcher FAQ-Liste die Frage erscheint (FAQ-Abschnitte wählen ihre Zielgruppe).',
      type: 'string',
      options: { list: [...faqAudiences], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required().error('Bitte eine Zielgruppe wählen.'),
    }),
    orderRank('faq'),
  ],
  preview: {
    select: { title: 'question', audience: 'audience' },
    prepare: ({ title, audience }) => ({
      title,
      subtitle: faqAudiences.find((a) => a.value === audience)?.title,
    }),
  },
})
