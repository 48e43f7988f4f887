import { toPlainText, type PortableTextBlock } from '@portabletext/react'
import { entries } from '../guards'
import { text } from '../lib/text'

const context = 'https://schema.org'

export interface FaqEntry {
  question?: string | null
  /** Portable text, as the schema's `blockContent`. */
  answer?: readonly object[] | null
}

/** Blocks and spans that are objects: a broken answer loses its broken parts, not the page. */
function cleanBlocks(blocks: readonly object[]): PortableTextBlock[] {
  return entries(blocks).map((block) => {
    const { children } = block as { children?: unknown }
    return (
      Array.isArray(children) ? { ...block, children: entries(children) } : block
    ) as PortableTextBlock
  })
}

/** FAQPage for a FAQ section: each question with its answer as plain text. */
export function faqPageData(items: FaqEntry[]) {
  const entities = items
    .map((item) => ({
      question: text(item.question),
      answer: Array.isArray(item.answer) ? toPlainText(cleanBlocks(item.answer)).trim() : '',
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
