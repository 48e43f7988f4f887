import type { SanityDocument } from '@repo/content'

const isText = (value: unknown) => typeof value === 'string' && value.trim() !== ''

/**
 * Whether a route's 404 is the design under the given content: its document is gone, it no
 * longer has the route's path as its slug (a page, a legal text), or a legal text lost its title
 * (sections/legal/route.tsx).
 */
export function isGone(
  documents: readonly SanityDocument[],
  route: { documentId: string; path: string },
): boolean {
  const document = documents.find((candidate) => candidate._id === route.documentId)
  if (!document) return true
  const slug = document.slug as { current?: unknown } | null | undefined
  if (typeof slug !== 'object' || slug?.current !== route.path.slice(1)) return true
  return document._type === 'legalDocument' && !isText(document.title)
}
