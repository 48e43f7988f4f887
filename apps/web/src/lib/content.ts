import {
  createEmbeddedSource,
  createSanitySource,
  describeError,
  queryTags,
  type ContentConfig,
  type ContentSource,
  type EmbeddedSource,
} from '@repo/content'
import { createClient, type ClientReturn, type QueryParams } from 'next-sanity'
import { unstable_cache } from 'next/cache'
import { PHASE_PRODUCTION_BUILD } from 'next/constants'
import path from 'node:path'
import { env } from './env'
import { createLastPublished, type LastPublished } from './lastPublished'

/*
 * Caching: Next 16's "previous model" (no `cacheComponents`), the one next-sanity documents for
 * mostly static sites that do not use the Live Content API.
 * - Sanity: the client passes `next: {revalidate, tags}` to `fetch`, so Next's data cache keeps
 *   each query result and the prerendered pages that use it: time-based ISR every
 *   REVALIDATE_SECONDS, and `revalidateTag()` (the publish webhook) refreshes them at once.
 *   When a refresh fails (Content Lake down), the page still renders: from Next's last good page
 *   for a time-based refresh, from the last published query results (lib/lastPublished.ts) for
 *   a webhook's, which expires the page so that the next visitor waits for the new content.
 * - Embedded: `unstable_cache` gives the bundled dataset the same tags and interval, keyed by the
 *   dataset's hash so a rebuilt site never reuses results of an older dataset.
 * - Draft mode (later) bypasses both caches, as Next does for every cached fetch.
 * Not chosen: next-sanity's `defineLive`/`sanityFetch`. It needs `cacheComponents` for the whole
 * app, the Live Content API (which the local Content Lake server does not speak) and a
 * `<SanityLive>` client component on every page, i.e. JavaScript this site's budget has no room for.
 */

/** On every query: revalidating it refreshes all content (e.g. after a referenced document changed). */
export const contentTag = 'content'

export interface FetchContentOptions {
  /** Extra cache tags; the document types and ids the query selects are always added. */
  tags?: string[]
}

export type FetchContent = <const Query extends string>(
  query: Query,
  params?: QueryParams,
  options?: FetchContentOptions,
) => Promise<ClientReturn<Query, unknown>>

interface FetcherOptions {
  revalidateSeconds: number
  /** Names the content's origin in error messages. */
  origin: string
  /** Caches embedded results (Next's `unstable_cache`); Sanity results are cached by `fetch`. */
  cache?: typeof unstable_cache
  /** Sanity only: the last results the Content Lake gave, for when it cannot answer. */
  lastPublished?: LastPublished
}

/**
 * How soon a page rendered from the last published content tries the Content Lake again
 * (at most REVALIDATE_SECONDS): soon enough that an outage's end shows, rare enough to cost nothing.
 */
export const outageRetrySeconds = 30

/** `fetchContent` over a given source; the app uses the one chosen by the environment below. */
export function createFetchContent(
  source: ContentSource,
  { revalidateSeconds, origin, cache = unstable_cache, lastPublished }: FetcherOptions,
): FetchContent {
  return async (query, params = {}, options = {}) => {
    const tags = [...new Set([...queryTags(query, params), ...(options.tags ?? []), contentTag])]
    type Result = ClientReturn<typeof query, unknown>
    const read = () => source.fetch<Result>(query, params, { tags, revalidate: revalidateSeconds })
    const key = JSON.stringify([query, params])
    try {
      if (isEmbedded(source)) {
        return await cache(read, ['content', source.revision(), query, JSON.stringify(params)], {
          tags,
          revalidate: revalidateSeconds,
        })()
      }
      const result = await read()
      await lastPublished?.remember(key, result)
      return result
    } catch (error) {
      const kept = await lastPublished?.recall(key)
      if (kept) {
        console.error(
          `Content Lake unreachable (${describeError(error)}): rendering the last published ` +
            `content (${tags.join(', ')}) from ${origin}; retrying in ${outageRetrySeconds} s.`,
        )
        // In this caching model only a cache entry with a shorter lifetime can shorten the
        // page's: this one holds nothing and makes Next retry the page soon, in the background.
        await cache(async () => null, ['last-published-retry'], {
          revalidate: Math.min(outageRetrySeconds, revalidateSeconds),
        })()
        return kept.value as Result
      }
      throw new Error(
        `Could not load content (${tags.join(', ')}) from ${origin}: ${describeError(error)}. ` +
          (source.kind === 'sanity'
            ? 'The site never falls back to the bundled content: make the Content Lake reachable ' +
              'and the configuration correct, or unset NEXT_PUBLIC_SANITY_PROJECT_ID to build ' +
              'from the bundled dataset.'
            : 'Check the query and packages/content/dataset.'),
        { cause: error },
      )
    }
  }
}

function isEmbedded(source: ContentSource): source is EmbeddedSource {
  return source.kind === 'embedded' && 'revision' in source
}

export function describeOrigin(config: ContentConfig): string {
  if (config.kind === 'embedded') return 'the bundled dataset (packages/content/dataset)'
  const host = config.apiHost ?? `https://${config.projectId}.api.sanity.io`
  return `Sanity project "${config.projectId}", dataset "${config.dataset}" at ${host}`
}

function sourceFor(config: ContentConfig): ContentSource {
  if (config.kind === 'embedded') return createEmbeddedSource()
  const { projectId, dataset, apiVersion, apiHost, token, useCdn } = config
  const client = createClient({
    projectId,
    dataset,
    apiVersion,
    useCdn,
    token,
    perspective: 'published',
    ...(apiHost ? { apiHost, useProjectHostname: false } : {}),
  })
  return createSanitySource(client, { useCdn })
}

/**
 * Per project, dataset and API version, so that another configuration never recalls this one's
 * content; in the build's dist dir (next.config.ts reads NEXT_DIST_DIR the same way), where
 * `next start` finds it.
 */
function lastPublishedFor(config: ContentConfig): LastPublished | undefined {
  if (config.kind === 'embedded') return undefined
  const { projectId, dataset, apiVersion } = config
  const distDir = process.env.NEXT_DIST_DIR || '.next'
  return createLastPublished(
    path.resolve(distDir, 'cache', 'last-published', `${projectId}.${dataset}.${apiVersion}`),
    { recall: process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD },
  )
}

/** Runs a GROQ query against the configured content; typed by typegen for `defineQuery` queries. */
export const fetchContent: FetchContent = createFetchContent(sourceFor(env.content), {
  revalidateSeconds: env.revalidateSeconds,
  origin: describeOrigin(env.content),
  lastPublished: lastPublishedFor(env.content),
})
