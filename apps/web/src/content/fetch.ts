import {
  createEmbeddedSource,
  createSanitySource,
  describeError,
  queryLabel,
  queryTags,
  type ContentConfig,
  type ContentSource,
  type EmbeddedSource,
} from '@repo/content'
import type { SanityContentConfig } from '@repo/content/config'
import { createClient, type ClientReturn, type QueryParams, type SanityClient } from 'next-sanity'
import { unstable_cache } from 'next/cache'
import { draftMode } from 'next/headers'
import { env } from '@/lib/env'
import { stegaFilter } from '@/lib/stega'

/*
 * Caching: Next 16's "previous model" (no `cacheComponents`), the one next-sanity documents for
 * mostly static sites that do not use the Live Content API.
 * - Sanity: the client passes `next: {revalidate, tags}` to `fetch`, so Next's data cache keeps
 *   each query result and the prerendered pages that use it: time-based ISR every
 *   REVALIDATE_SECONDS, and `revalidateTag(tag, 'max')` (the publish webhook) marks them stale.
 *   A stale page is served at once while it regenerates; a regeneration that fails (Content Lake
 *   down) throws here, and Next keeps serving the last good page.
 * - Embedded: `unstable_cache` gives the bundled dataset the same tags and interval, keyed by the
 *   dataset's hash so a rebuilt site never reuses results of an older dataset.
 * - Draft mode (an editor's preview, see src/preview) bypasses both caches and reads drafts over
 *   published content. Reading `draftMode()` keeps pages static: during the build and ISR it is
 *   off, and Next renders a page per request only for a visitor with the draft-mode cookie.
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
  /** Preview: whether this render shows drafts (default: never) and the source that reads them. */
  drafts?: { isEnabled: () => Promise<boolean>; source: ContentSource }
}

/** `fetchContent` over a given source; the app uses the one chosen by the environment below. */
export function createFetchContent(
  source: ContentSource,
  { revalidateSeconds, origin, cache = unstable_cache, drafts }: FetcherOptions,
): FetchContent {
  return async (query, params = {}, options = {}) => {
    const tags = [...new Set([...queryTags(query, params), ...(options.tags ?? []), contentTag])]
    type Result = ClientReturn<typeof query, unknown>
    const read = () => source.fetch<Result>(query, params, { tags, revalidate: revalidateSeconds })
    const preview = drafts !== undefined && (await drafts.isEnabled())
    try {
      // Drafts are never cached: the next edit must show, and no cache entry may hold a draft.
      if (preview)
        return await drafts.source.fetch<Result>(query, params, { perspective: 'drafts' })
      if (isEmbedded(source)) {
        return await cache(read, ['content', source.revision(), query, JSON.stringify(params)], {
          tags,
          revalidate: revalidateSeconds,
        })()
      }
      return await read()
    } catch (error) {
      // Described, not attached as the cause: Next logs a cause in full, URL-encoded query and all.
      throw new Error(
        `Could not load content (query ${queryLabel(query)}; tags ${tags.join(', ')}) from ` +
          `${origin}: ${describeError(error)}. ` +
          (source.kind === 'sanity'
            ? 'The site never falls back to the bundled content: make the Content Lake reachable ' +
              'and the configuration correct, or unset NEXT_PUBLIC_SANITY_PROJECT_ID to build ' +
              'from the bundled dataset.'
            : 'Check the query and packages/content/dataset.'),
      )
    }
  }
}

function isEmbedded(source: ContentSource): source is EmbeddedSource {
  return source.kind === 'embedded' && 'revision' in source
}

export function describeOrigin(config: ContentConfig): string {
  if (config.kind === 'embedded') {
    return config.datasetDir
      ? `the dataset at ${config.datasetDir}`
      : 'the bundled dataset (packages/content/dataset)'
  }
  const host = config.apiHost ?? `https://${config.projectId}.api.sanity.io`
  return `Sanity project "${config.projectId}", dataset "${config.dataset}" at ${host}`
}

/** Whether the current request previews drafts; false wherever there is no request (build). */
export async function isDraftMode(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    // Outside a request scope (generateStaticParams, tests) there is no preview to show.
    return false
  }
}

interface Sources {
  published: ContentSource
  /** Reads drafts; undefined where preview cannot work (Sanity without a read token). */
  drafts?: ContentSource
  /** Sanity with a read token: checks the Studio's preview secrets (/api/draft-mode/enable). */
  client?: SanityClient
}

/**
 * A build waits for a slow Content Lake (many pages render at once) rather than fail; a visitor
 * never waits long, since a failed regeneration keeps the last page.
 */
const building = process.env.NEXT_PHASE === 'phase-production-build'
const buildDeadlineMs = 30_000

/**
 * The published-content client for a Sanity project. Queries have their own deadline (the
 * source's); this bounds each request (preview secrets too), which would otherwise wait five
 * minutes and retry five times.
 */
function contentLakeClient(config: SanityContentConfig): SanityClient {
  const { projectId, dataset, apiVersion, apiHost, token, useCdn } = config
  return createClient({
    projectId,
    dataset,
    apiVersion,
    useCdn,
    token,
    perspective: 'published',
    timeout: building ? buildDeadlineMs : 2000,
    maxRetries: 1,
    ...(apiHost ? { apiHost, useProjectHostname: false } : {}),
  })
}

function sourcesFor(config: ContentConfig, studioUrl: string | undefined): Sources {
  if (config.kind === 'embedded') {
    // One source: its `drafts` perspective shows the bundled dataset's `drafts.*` documents.
    const embedded = createEmbeddedSource({ datasetDir: config.datasetDir })
    return { published: embedded, drafts: embedded }
  }
  const { token, useCdn } = config
  const client = contentLakeClient(config)
  const deadlineMs = building ? buildDeadlineMs : undefined
  if (!token) return { published: createSanitySource(client, { useCdn, deadlineMs }) }
  // Drafts are private: the read token is required. With a Studio, strings carry invisible
  // edit links (stega) for the visual-editing overlays; `stegaFilter` keeps them out of the
  // strings that drive behaviour (links, icons, enum keys).
  const draftClient = client.withConfig({
    useCdn: false,
    stega: studioUrl ? { enabled: true, studioUrl, filter: stegaFilter } : false,
  })
  return {
    published: createSanitySource(client, { useCdn, deadlineMs }),
    drafts: createSanitySource(draftClient, { useCdn: false }),
    client,
  }
}

const sources = sourcesFor(env.content, env.studioUrl)

/** A query's published result, read now and cached nowhere (for the proxy, outside a render). */
export const readPublishedNow = <R>(query: string) =>
  sources.published.fetch<R>(query, {}, { revalidate: 0 })

/** Whether the published content answers right now (uncached; a moment's check). */
export async function contentReachable(): Promise<boolean> {
  try {
    await sources.published.fetch('count(*[_type == "siteSettings"])', {}, { revalidate: 0 })
    return true
  } catch {
    return false
  }
}

/** The Sanity client with the read token; undefined without one (or without Sanity). */
export const previewClient: SanityClient | undefined = sources.client

/** Runs a GROQ query against the configured content; typed by typegen for `defineQuery` queries. */
export const fetchContent: FetchContent = createFetchContent(sources.published, {
  revalidateSeconds: env.revalidateSeconds,
  origin: describeOrigin(env.content),
  ...(sources.drafts ? { drafts: { isEnabled: isDraftMode, source: sources.drafts } } : {}),
})
