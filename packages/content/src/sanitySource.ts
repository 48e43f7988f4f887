import { stegaClean, type SanityClient } from 'next-sanity'
import type { ContentSource } from './source'
import { normalised } from './normalise'
import { withFacts } from './withFacts'
import { withTypesetting } from './typeset'

/**
 * How long a query may take, retries included. The Content Lake answers in well under a second;
 * past this a render fails (the site keeps its last page) instead of holding a visitor for the
 * client's five minutes. Next's fetch path ignores the client's own `timeout`, hence a signal.
 * Next drops the signal when a background regeneration refetches a stale cached query: that one
 * waits as long as its connection does, while visitors get the last page.
 */
export const queryDeadlineMs = 4000

export interface SanitySourceOptions {
  /** Published reads may use Sanity's API CDN; draft reads never do. */
  useCdn: boolean
  /** Default `queryDeadlineMs`. */
  deadlineMs?: number
}

/**
 * Answers GROQ queries from a Sanity Content Lake through a `@sanity/client` (next-sanity's
 * `createClient`). Published reads carry Next's cache options (`next: {tags, revalidate}`), which
 * the client hands to `fetch`; draft reads are never cached.
 */
export function createSanitySource(
  client: Pick<SanityClient, 'fetch'>,
  { useCdn, deadlineMs = queryDeadlineMs }: SanitySourceOptions,
): ContentSource {
  return {
    kind: 'sanity',
    fetch: normalised(
      withTypesetting(
        withFacts((query, params = {}, { perspective = 'published', tags, revalidate } = {}) => {
          const signal = AbortSignal.timeout(deadlineMs)
          return perspective === 'drafts'
            ? client.fetch(query, params, { perspective, useCdn: false, cache: 'no-store', signal })
            : client.fetch(query, params, {
                perspective,
                useCdn,
                next: { tags, revalidate },
                signal,
              })
        }, stegaClean),
      ),
    ),
  }
}
