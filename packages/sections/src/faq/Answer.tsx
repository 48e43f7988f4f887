import { PortableText, type PortableTextComponents } from '@portabletext/react'
import type { LinkValue } from '../lib/link'
import { richTextBlocks, TextLink } from '../lib/RichText'

// Answers sit under a question inside a section: their headings rank below the section's h2.
const components: PortableTextComponents = {
  block: {
    h2: ({ children }) => <h3>{children}</h3>,
    h3: ({ children }) => <h4>{children}</h4>,
  },
  marks: {
    link: ({ value, children }) => <TextLink link={value as LinkValue}>{children}</TextLink>,
  },
  // An annotation type this site does not know (richTextBlocks keeps its text): plain content.
  unknownMark: ({ children }) => <>{children}</>,
}

/** Whether an answer has text to show: text blocks the site renders (see richTextBlocks). */
export const hasAnswer = (value: unknown) => richTextBlocks(value).length > 0

/**
 * A FAQ answer (portable text): text blocks only, as RichText keeps them (unknown block types
 * and malformed blocks left out), links as in RichText.
 */
export function Answer({ value }: { value: unknown }) {
  return (
    <PortableText
      value={richTextBlocks(value)}
      components={components}
      onMissingComponent={false}
    />
  )
}
