import { PortableText, type PortableTextComponents } from '@portabletext/react'
import type { BlockContent } from '@repo/content/sanity.types'
import { newTabProps, safeLink } from '../lib/href'
import { richTextBlocks } from '../lib/RichText'

// Answers sit under a question inside a section: their headings rank below the section's h2.
const components: PortableTextComponents = {
  block: {
    h2: ({ children }) => <h3>{children}</h3>,
    h3: ({ children }) => <h4>{children}</h4>,
  },
  marks: {
    link: ({ value, children }) => {
      const link = safeLink((value as { href?: unknown } | undefined)?.href)
      if (!link) return <>{children}</>
      return (
        <a href={link.href} {...(link.external ? newTabProps : {})}>
          {children}
        </a>
      )
    },
  },
  // An annotation type this site does not know (richTextBlocks keeps its text): plain content.
  unknownMark: ({ children }) => <>{children}</>,
}

/** Whether an answer has text to show: text blocks the site renders (see richTextBlocks). */
export const hasAnswer = (value: BlockContent) => richTextBlocks(value).length > 0

/**
 * A FAQ answer (portable text): text blocks only, as RichText keeps them (unknown block types
 * and malformed blocks left out), links only to safe targets, other sites in a new tab.
 */
export function Answer({ value }: { value: BlockContent }) {
  return (
    <PortableText
      value={richTextBlocks(value)}
      components={components}
      onMissingComponent={false}
    />
  )
}
