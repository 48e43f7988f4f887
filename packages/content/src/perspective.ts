import type { SanityDocument } from './dataset'

/**
 * What a query sees, as in the Content Lake: `published` hides drafts and release versions;
 * `drafts` shows each draft in place of its published document (under the published id, with
 * `_originalId` naming the draft); `raw` shows every document as stored.
 */
export type Perspective = 'published' | 'drafts' | 'raw'

const draftPrefix = 'drafts.'
const versionPrefix = 'versions.'

export function isPublishedId(id: string): boolean {
  return !id.startsWith(draftPrefix) && !id.startsWith(versionPrefix)
}

export function applyPerspective(
  documents: readonly SanityDocument[],
  perspective: Perspective,
): SanityDocument[] {
  if (perspective === 'raw') return [...documents]
  if (perspective === 'published')
    return documents.filter((document) => isPublishedId(document._id))

  // Keyed by published id; a Map keeps first-seen order, so a draft takes its document's place.
  const overlaid = new Map<string, SanityDocument>()
  for (const document of documents) {
    if (document._id.startsWith(draftPrefix)) {
      const id = document._id.slice(draftPrefix.length)
      overlaid.set(id, { ...document, _id: id, _originalId: document._id })
    } else if (isPublishedId(document._id)) {
      const draft = overlaid.get(document._id)
      if (!draft) overlaid.set(document._id, document)
    }
  }
  return [...overlaid.values()]
}
