import type { QueryParams } from './groq'

/** The perspectives a site may ask for: published content, or drafts over it (preview). */
export type ContentPerspective = 'published' | 'drafts'

export interface ContentFetchOptions {
  /** Default `published`: drafts only ever reach a preview. */
  perspective?: ContentPerspective
  /** Cache tags, revalidated on demand (Next's data cache). */
  tags?: string[]
  /** Seconds until the cached result is refreshed; `false` caches until a tag is revalidated. */
  revalidate?: number | false
}

/** One interface over the bundled dataset (embedded) and a Sanity Content Lake. */
export interface ContentSource {
  kind: 'embedded' | 'sanity'
  fetch<R = unknown>(query: string, params?: QueryParams, options?: ContentFetchOptions): Promise<R>
}
