import type { SanityDocument } from '@repo/content'

const isText = (value: unknown) => typeof value === 'string' && value.trim() !== ''

/**
 * Whether a route's 404 is the design under the given content: its document is gone, or a legal
 * text lost what publishes it at its path (a title and its slug; sections/legal/route.tsx).
 */
export function isGone(documents: readonly SanityDocument[], documentId: string): boolean {
  const document = documents.find((candidate) => candidate._id === documentId)
  if (!document) return true
  if (!documentId.startsWith('legalDocument-')) return false
  const slug = document.slug as { current?: unknown } | null | undefined
  return (
    !isText(document.title) ||
    typeof slug !== 'object' ||
    slug?.current !== documentId.slice('legalDocument-'.length)
  )
}
