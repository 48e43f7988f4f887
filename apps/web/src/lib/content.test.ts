/** @jest-environment node */
import type { ContentSource, EmbeddedSource } from '@repo/content'
import { startContentLakeServer } from '@repo/content/content-lake-server'
import { createClient } from 'next-sanity'
import { createFetchContent, describeOrigin, outageRetrySeconds } from './content'
import type { LastPublished } from './lastPublished'

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

  describe('when the Content Lake fails after it answered', () => {
    function flakySource() {
      let up = true
      const source: ContentSource = {
        kind: 'sanity',
        fetch: async <R>() => {
          if (!up) throw new Error('connect ECONNREFUSED 127.0.0.1:3300')
          return { name: 'Anna' } as R
        },
      }
      return { source, goDown: () => (up = false) }
    }

    function memoryStore(recall = true): LastPublished {
      const kept = new Map<string, unknown>()
      return {
        remember: async (key, value) => void kept.set(key, value),
        recall: async (key) => (recall && kept.has(key) ? { value: kept.get(key) } : undefined),
      }
    }

    it('renders the last published result and has the page retried soon', async () => {
      const { source, goDown } = flakySource()
      const cache = jest.fn((read: () => Promise<unknown>) => read)
      const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
      const fetchContent = createFetchContent(source, {
        revalidateSeconds: 3600,
        origin: 'Sanity project "demo"',
        cache: cache as never,
        lastPublished: memoryStore(),
      })
      await fetchContent(query, { id: 'agent-anna' })
      expect(cache).not.toHaveBeenCalled()

      goDown()
      await expect(fetchContent(query, { id: 'agent-anna' })).resolves.toEqual({ name: 'Anna' })
      expect(cache).toHaveBeenCalledWith(expect.any(Function), ['last-published-retry'], {
        revalidate: outageRetrySeconds,
      })
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/ECONNREFUSED.*last published/))
      // Only what this query got before: another query still fails.
      await expect(fetchContent(query, { id: 'agent-max' })).rejects.toThrow(/ECONNREFUSED/)
      logged.mockRestore()
    })

    it('fails as before when recalling is off (a build)', async () => {
      const { source, goDown } = flakySource()
      const fetchContent = createFetchContent(source, {
        revalidateSeconds: 60,
        origin: 'test',
        lastPublished: memoryStore(false),
      })
      await fetchContent(query, { id: 'agent-anna' })
      goDown()
      await expect(fetchContent(query, { id: 'agent-anna' })).rejects.toThrow(
        /never falls back to the bundled content/,
      )
    })
  })
})
