import type { SanityClient } from 'next-sanity'
import type { ContentSource } from './source'

export interface SanitySourceOptions {
  /** Published reads may use Sanity's API CDN; draft reads never do. */
  useCdn: boolean
}

/**
 * Answers GROQ queries from a Sanity Content Lake through a `@sanity/client` (next-sanity's
 * `createClient`). Published reads carry Next's cache options (`next: {tags, revalidate}`), which
 * the client hands to `fetch`; draft reads are never cached.
 */
export function createSanitySource(
  client: Pick<SanityClient, 'fetch'>,
  { useCdn }: SanitySourceOptions,
): ContentSource {
  return {
    kind: 'sanity',
    fetch: (query, params = {}, { perspective = 'published', tags, revalidate } = {}) =>
      perspective === 'drafts'
        ? client.fetch(query, params, { perspective, useCdn: false, cache: 'no-store' })
        : client.fetch(query, params, { perspective, useCdn, next: { tags, revalidate } }),
  }
}
