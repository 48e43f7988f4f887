import { toPlainText, type PortableTextBlock } from '@portabletext/react'
import { text } from '../lib/text'

const context = 'https://schema.org'

export interface FaqEntry {
  question?: string | null
  /** Portable text, as the schema's `blockContent`. */
  answer?: readonly object[] | null
}

/** FAQPage for a FAQ section: each question with its answer as plain text. */
export function faqPageData(items: FaqEntry[]) {
  const entities = items
    .map((item) => ({
      question: text(item.question),
      answer: Array.isArray(item.answer)
        ? toPlainText(item.answer as PortableTextBlock[]).trim()
        : '',
    }))
    .filter((entry) => entry.question && entry.answer)
    .map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    }))
  if (entities.length === 0) return null
  return { '@context': context, '@type': 'FAQPage', mainEntity: entities }
}
