import { documentPath } from '@repo/content/paths'
import { stegaClean } from 'next-sanity'
import { isOpen } from '../openings/opening'
import { safeLink, type SafeLink } from './href'

/** A `link` as linkFields projects it: an address, or the referenced document as it is now. */
export interface LinkValue {
  url?: string | null
  anchor?: string | null
  /** The referenced document's id, also when it is not published. */
  documentId?: string | null
  document?: {
    _type: string
    slug?: string | null
    open?: boolean | null
    validThrough?: string | null
  } | null
}

const ANCHOR = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const clean = (value: string | null | undefined) =>
  typeof value === 'string' ? stegaClean(value).trim() : ''

/**
 * Where a link leads now: the referenced document's current path (with its jump mark), or the
 * address elsewhere. A document that is not published (or an opening that closed) has no page,
 * so its link renders nothing rather than a 404, and the server log says which.
 */
export function linkTarget(link: LinkValue | null | undefined, now = new Date()): SafeLink | null {
  if (!link) return null
  const url = clean(link.url)
  if (url) {
    const target = safeLink(url)
    // Internal paths are references, never typed: a typed one is content from before.
    return target && !target.href.startsWith('/') ? target : null
  }
  const document = link.document
  const slug = clean(document?.slug)
  const published =
    document && slug && (document._type !== 'careerOpening' || isOpen(document, now))
  if (!published) {
    if (link.documentId) {
      console.warn(
        `Link left out: document ${link.documentId} has no page on the site (not published).`,
      )
    }
    return null
  }
  const anchor = clean(link.anchor)
  const path = documentPath(document._type, slug)
  return { href: ANCHOR.test(anchor) ? `${path}#${anchor}` : path, external: false }
}
