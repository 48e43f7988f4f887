import { PortableText, type PortableTextComponents } from '@portabletext/react'
import type { BlockContent } from '@/sanity.types'
import { newTabProps, safeLink } from '@/components/href'

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
}

/** A FAQ answer (portable text); links only to safe targets, other sites in a new tab. */
export function Answer({ value }: { value: BlockContent }) {
  return <PortableText value={value} components={components} />
}
