import { toPlainText } from '@portabletext/react'
import { richTextBlocks } from '../lib/RichText'

const context = 'https://schema.org'

export interface FaqEntry {
  question: string
  /** Portable text, as the FAQ query projects it. */
  answer: unknown
}

/** FAQPage for a FAQ section: each question with its answer as plain text. */
export function faqPageData(items: FaqEntry[]) {
  const entities = items
    .map((item) => ({
      question: item.question,
      answer: toPlainText(richTextBlocks(item.answer)).trim(),
    }))
    .filter((entry) => entry.answer)
    .map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    }))
  if (entities.length === 0) return null
  return { '@context': context, '@type': 'FAQPage', mainEntity: entities }
}
