import { defineField, defineType } from 'sanity'
import { sectionHeaderFields } from '../schema/fields'
import { faqAudiences } from './audiences'

/** Header and audience; the questions are that audience's `faq` documents, in their order. */
export const faqSection = defineType({
  name: 'faqSection',
  title: 'FAQ',
  type: 'object',
  description:
    'Die Fragen selbst pflegst du unter „FAQ …“ der gewählten Zielgruppe, z. B. „FAQ Unternehmen“.',
  fields: [
    ...sectionHeaderFields,
    defineField({
      name: 'audience',
      title: 'Zielgruppe',
      description: 'Welche FAQ-Liste der Abschnitt zeigt.',
      type: 'string',
      options: { list: [...faqAudiences], layout: 'radio' },
      validation: (rule) => rule.required().error('Bitte eine Zielgruppe wählen.'),
    }),
  ],
  preview: {
    select: { title: 'heading', audience: 'audience' },
    prepare: ({ title, audience }) => ({
      title,
      subtitle: `FAQ · ${faqAudiences.find((option) => option.value === audience)?.title ?? '–'}`,
    }),
  },
})
