import { HelpCircleIcon } from '@sanity/icons/HelpCircle'
import { manualOrdering, orderRank } from '../lib/order'
import { defineField, defineType } from 'sanity'
import { faqAudiences } from '@repo/sections/faq/audiences'
import { requiredString, tooLong } from '@repo/sections/schema/fields'
import { readLength } from '@repo/content/facts'

/** Answers open in an accordion: past this length a FAQ answer reads like an article. */
const answerMax = 600

interface Block {
  _type: string
  children?: { text?: string }[]
}

/** The answer's text as readers see it, without marks and link targets. */
const answerText = (blocks: Block[]) =>
  blocks
    .filter((block) => block._type === 'block')
    .map((block) => (block.children ?? []).map((span) => span.text ?? '').join(''))
    .join('\n')

export const faq = defineType({
  name: 'faq',
  title: 'FAQ',
  type: 'document',
  icon: HelpCircleIcon,
  orderings: [manualOrdering],
  fields: [
    requiredString('question', 'Frage'),
    defineField({
      name: 'answer',
      title: 'Antwort',
      type: 'blockContent',
      validation: (rule) => [
        rule
          .required()
          .custom((blocks?: Block[]) =>
            blocks === undefined || answerText(blocks).trim() !== ''
              ? true
              : 'Bitte eine Antwort schreiben.',
          )
          .error('Bitte eine Antwort schreiben.'),
        rule
          .custom((blocks?: Block[]) =>
            readLength(answerText(blocks ?? [])) <= answerMax
              ? true
              : tooLong('Antwort', answerMax),
          )
          .warning(),
      ],
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
