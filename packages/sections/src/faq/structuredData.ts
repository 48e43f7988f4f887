import { toPlainText } from '@portabletext/react'
import type { BlockContent } from '@repo/content/sanity.types'

const context = 'https://schema.org'

export interface FaqEntry {
  question: string
  answer: BlockContent
}

/** FAQPage for a FAQ section: each question with its answer as plain text. */
export function faqPageData(items: FaqEntry[]) {
  const entities = items
    .map((item) => ({ question: item.question, answer: toPlainText(item.answer).trim() }))
    .filter((entry) => entry.answer)
    .map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    }))
  if (entities.length === 0) return null
  return { '@context': context, '@type': 'FAQPage', mainEntity: entities }
}
