/** @jest-environment node */
import { inspect } from 'node:util'
import type { ContentSource, EmbeddedSource } from '@repo/content'
import { startContentLakeServer } from '@repo/content-lake-server/server'
import { createClient } from 'next-sanity'
import { createEmbeddedSource } from '@repo/content'
import { createFetchContent, describeOrigin, isDraftMode } from './fetch'

const query = `*[_type == "agent" && _id == $id][0]{name}`

function recordingSource(kind: 'sanity' | 'embedded', result: unknown = { name: 'Anna' }) {
  const calls: unknown[][] = []
  const source: ContentSource = {
    kind,
    fetch: async <R>(...args: unknown[]) => {
      calls.push(args)
      return result as R
    },
  }
  return { source, calls }
}

describe('fetchContent', () => {
  it('tags each query with the document types and ids it selects, plus the caller’s tags', async () => {
    const { source, calls } = recordingSource('sanity')
    const fetchContent = createFetchContent(source, { revalidateSeconds: 60, origin: 'test' })
    await expect(
      fetchContent(query, { id: 'agent-anna' }, { tags: ['roleProfile'] }),
    ).resolves.toEqual({
      name: 'Anna',
    })
    expect(calls).toEqual([
      [
        query,
        { id: 'agent-anna' },
        { tags: ['agent', 'agent-anna', 'roleProfile', 'content'], revalidate: 60 },
      ],
    ])
  })

  it('caches embedded results under the dataset revision, with the same tags and interval', async () => {
    const { source } = recordingSource('embedded')
    const embedded: EmbeddedSource = { ...source, kind: 'embedded', revision: () => 'rev1' }
    const cache = jest.fn((read: () => Promise<unknown>) => read)
    const fetchContent = createFetchContent(embedded, {
      revalidateSeconds: 60,
      origin: 'test',
      cache: cache as never,
    })
    await fetchContent(query, { id: 'agent-anna' })
    expect(cache).toHaveBeenCalledWith(
      expect.any(Function),
      ['content', 'rev1', query, '{"id":"agent-anna"}'],
      { tags: ['agent', 'agent-anna', 'content'], revalidate: 60 },
    )
  })

  it('fails with the project, host and cause when the Content Lake is unreachable', async () => {
    const server = await startContentLakeServer({
      projectId: 'demo',
      dataset: 'production',
      documents: [],
    })
    await server.close()
    const config = {
      kind: 'sanity' as const,
      projectId: 'demo',
      dataset: 'production',
      apiVersion: '2025-10-01',
      apiHost: server.url,
      useCdn: false,
    }
    const client = createClient({ ...config, useProjectHostname: false, maxRetries: 0 })
    const { createSanitySource } = await import('@repo/content')
    const fetchContent = createFetchContent(createSanitySource(client, { useCdn: false }), {
      revalidateSeconds: 60,
      origin: describeOrigin(config),
    })

    const error: Error = await fetchContent(query, { id: 'x' }).then(
      () => new Error('expected a rejection'),
      (caught: Error) => caught,
    )
    expect(error.message).toContain(
      `from Sanity project "demo", dataset "production" at ${server.url}`,
    )
    expect(error.message).toMatch(/ECONNREFUSED/)
    expect(error.message).toContain('never falls back to the bundled content')
  })

  it('names a failing query by its beginning, never by the URL-encoded text of the request', async () => {
    const query = '{ "page": *[_type == "page" && slug.current == $slug][0]{ _id } }'
    const url = `http://127.0.0.1:3300/v2025-10-01/data/query/production?query=${encodeURIComponent(query).repeat(40)}`
    const source: ContentSource = {
      kind: 'sanity',
      fetch: () =>
        Promise.reject(new Error(`GET-request to ${url} resulted in HTTP 502 Bad Gateway`)),
    }
    const fetchContent = createFetchContent(source, { revalidateSeconds: 60, origin: 'test' })
    const error: Error = await fetchContent(query, { slug: 'x' }).then(
      () => new Error('expected a rejection'),
      (caught: Error) => caught,
    )
    expect(error.message).toContain('query { "page": *[_type == "page" && slug.current == $slug]')
    expect(error.message).toContain('/data/query/production?… resulted in HTTP 502 Bad Gateway')
    // As Next logs it, causes included.
    expect(inspect(error)).not.toContain('%5B')
    expect(error.message.length).toBeLessThan(800)
  })

  it('names the origin of a failing embedded query without blaming Sanity', async () => {
    const source: ContentSource = {
      kind: 'embedded',
      fetch: () => Promise.reject(new Error('Syntax error in GROQ query at position 3')),
    }
    const fetchContent = createFetchContent(source, {
      revalidateSeconds: 60,
      origin: describeOrigin({ kind: 'embedded' }),
    })
    await expect(fetchContent('*[')).rejects.toThrow(
      /from the bundled dataset \(packages\/content\/dataset\): Syntax error in GROQ query/,
    )
    await expect(fetchContent('*[')).rejects.not.toThrow(/falls back/)
  })
})

describe('fetchContent in draft mode', () => {
  const landing = `*[_id == "siteSettings"][0].brandName`
  const published = 'SalesSwipe'
  const draft = 'SalesSwipe Beta'
  const documents = [
    { _id: 'siteSettings', _type: 'siteSettings', brandName: published },
    { _id: 'drafts.siteSettings', _type: 'siteSettings', brandName: draft },
  ]

  function fetcher(isEnabled: boolean) {
    const source = createEmbeddedSource({ documents })
    const cache = jest.fn((read: () => Promise<unknown>) => read)
    const fetchContent = createFetchContent(source, {
      revalidateSeconds: 60,
      origin: 'test',
      cache: cache as never,
      drafts: { isEnabled: async () => isEnabled, source },
    })
    return { fetchContent, cache }
  }

  it('shows published content through the cache to every visitor', async () => {
    const { fetchContent, cache } = fetcher(false)
    await expect(fetchContent(landing)).resolves.toBe(published)
    expect(cache).toHaveBeenCalledTimes(1)
  })

  it('shows drafts over published content in preview, never from or into a cache', async () => {
    const { fetchContent, cache } = fetcher(true)
    await expect(fetchContent(landing)).resolves.toBe(draft)
    expect(cache).not.toHaveBeenCalled()
  })

  it('reads drafts from a Sanity source with the drafts perspective and no cache', async () => {
    const { source, calls } = recordingSource('sanity')
    const drafts = recordingSource('sanity')
    const fetchContent = createFetchContent(source, {
      revalidateSeconds: 60,
      origin: 'test',
      drafts: { isEnabled: async () => true, source: drafts.source },
    })
    await fetchContent(query, { id: 'agent-anna' })
    expect(calls).toEqual([])
    expect(drafts.calls).toEqual([[query, { id: 'agent-anna' }, { perspective: 'drafts' }]])
  })

  it('is never in draft mode outside a request (build, tests)', async () => {
    await expect(isDraftMode()).resolves.toBe(false)
  })
})
