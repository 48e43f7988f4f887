import { createServer, type AddressInfo, type Socket } from 'node:net'
import { createClient, type SanityClient } from 'next-sanity'
import {
  contentLakeImageUrl,
  createEmbeddedSource,
  createSanitySource,
  describeError,
} from '@repo/content'
import { queryDeadlineMs } from '@repo/content/sanitySource'
import { startContentLakeServer, type ContentLakeServer } from '../src/server'
import { fixtureDatasetDir, templateFileName } from './fixtures'

const projectId = 'local-test'
const dataset = 'production'
const apiVersion = '2025-10-01'
const token = 'local-read-token'

const clientFor = (server: ContentLakeServer, overrides: Record<string, unknown> = {}) =>
  createClient({
    projectId,
    dataset,
    apiVersion,
    apiHost: server.url,
    useProjectHostname: false,
    useCdn: false,
    ...overrides,
  })

describe('local Content Lake server with @sanity/client', () => {
  let server: ContentLakeServer
  let client: SanityClient
  const embedded = createEmbeddedSource({
    datasetDir: fixtureDatasetDir,
    imageUrl: contentLakeImageUrl(projectId, dataset),
  })

  beforeAll(async () => {
    server = await startContentLakeServer({
      projectId,
      dataset,
      datasetDir: fixtureDatasetDir,
      token,
    })
    client = clientFor(server)
  })
  afterAll(() => server.close())

  const queries: [string, string, Record<string, unknown>][] = [
    [
      'a list with references',
      `*[_type == "agent"] | order(orderRank) {name, "role": role->name}`,
      {},
    ],
    [
      'a singleton with an image asset',
      `*[_id == "siteSettings"][0]{brandName, seo{ogImage{alt, asset->}}}`,
      {},
    ],
    [
      'parameters',
      `*[_type == "agent" && country in $countries]{name, skills}`,
      { countries: ['Österreich'] },
    ],
  ]

  it.each(queries)('answers %s like the embedded source (GET)', async (_, query, params) => {
    const source = createSanitySource(client, { useCdn: false })
    const expected = await embedded.fetch(query, params)
    expect(expected).not.toBeNull()
    await expect(source.fetch(query, params)).resolves.toEqual(expected)
  })

  it('answers a long query sent by POST like the embedded source', async () => {
    // @sanity/client switches to POST once the query string passes about 11 kB.
    const names = Array.from({ length: 1500 }, (_, index) => `Name ${index}`).concat(
      'Anna Beispiel',
    )
    const query = `*[_type == "agent" && name in $names]{name, "role": role->name}`
    const requests: string[] = []
    const spied = await startContentLakeServer({
      projectId,
      dataset,
      datasetDir: fixtureDatasetDir,
      onRequest: ({ method }) => requests.push(method),
    })
    const result = await createSanitySource(clientFor(spied), { useCdn: false })
      .fetch(query, { names })
      .finally(() => spied.close())
    expect(requests).toEqual(['POST'])
    expect(result).toEqual(await embedded.fetch(query, { names }))
    expect(result).toEqual([{ name: 'Anna Beispiel', role: 'Closer' }])
  })

  it('hides drafts unless the drafts perspective is asked for with the token', async () => {
    const source = createSanitySource(clientFor(server, { token }), { useCdn: false })
    const query = `*[_type == "agent"] | order(orderRank).name`
    await expect(source.fetch(query)).resolves.toEqual(['Ben Muster', 'Anna Beispiel'])
    await expect(source.fetch(query, {}, { perspective: 'drafts' })).resolves.toEqual(
      await embedded.fetch(query, {}, { perspective: 'drafts' }),
    )
    await expect(source.fetch(query, {}, { perspective: 'drafts' })).resolves.toContain('Clara Neu')
  })

  it('answers raw HTTP like the Content Lake: {query, result, ms}, params as JSON', async () => {
    const url = new URL(`${server.url}/v${apiVersion}/data/query/${dataset}`)
    url.searchParams.set('query', '*[_id == $id][0].name')
    url.searchParams.set('$id', JSON.stringify('agent-anna'))
    const response = await fetch(url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    const body = await response.json()
    expect(body).toEqual({
      query: '*[_id == $id][0].name',
      result: 'Anna Beispiel',
      ms: expect.any(Number),
    })

    const post = await fetch(
      `${server.url}/v${apiVersion}/data/query/${dataset}?perspective=drafts`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: '*[_id == $id][0].name', params: { id: 'agent-ben' } }),
      },
    )
    expect((await post.json()).result).toBe('Ben Muster (geändert)')
  })

  it.each(['drafts', 'previewDrafts', 'raw'])(
    'refuses perspective=%s without the token (401), as the Content Lake does for drafts',
    async (perspective) => {
      const query = `*[_type == "agent"].name`
      const error = await clientFor(server)
        .fetch(query, {}, { perspective: perspective as 'drafts' })
        .catch((caught: unknown) => caught)
      expect(error).toMatchObject({ statusCode: 401 })
      expect((error as Error).message).toMatch(/token/)
      const wrongToken = await clientFor(server, { token: 'wrong' })
        .fetch(query, {}, { perspective: 'drafts' })
        .catch((caught: unknown) => caught)
      expect(wrongToken).toMatchObject({ statusCode: 401 })
    },
  )

  it('shows an anonymous query on an old API version (raw by default) no drafts', async () => {
    const query = `*[_type == "agent"] | order(orderRank).name`
    const old = { apiVersion: '2021-03-25' }
    await expect(clientFor(server, old).fetch(query)).resolves.toEqual([
      'Ben Muster',
      'Anna Beispiel',
    ])
    const raw = await clientFor(server, { ...old, token }).fetch<string[]>(query)
    expect(raw).toEqual(expect.arrayContaining(['Ben Muster (geändert)', 'Clara Neu']))
  })

  it('stores create and createOrReplace mutations with the token, like the Studio writes', async () => {
    const writable = await startContentLakeServer({
      projectId,
      dataset,
      datasetDir: fixtureDatasetDir,
      token,
    })
    try {
      const secret = { _id: 'preview-secret-1', _type: 'sanity.previewUrlSecret', secret: 's1' }
      await expect(clientFor(writable).createOrReplace(secret)).rejects.toMatchObject({
        statusCode: 401,
      })
      const writer = clientFor(writable, { token })
      const bySecret = `*[_type == "sanity.previewUrlSecret" && secret == $secret][0]._id`
      const read = () => writer.fetch(bySecret, { secret: 's1' }, { perspective: 'raw' })
      await expect(read()).resolves.toBeNull()
      await writer.createOrReplace(secret)
      await expect(read()).resolves.toBe(secret._id)
      await expect(writer.create(secret)).rejects.toMatchObject({ statusCode: 409 })
      const stored = await writer.fetch(
        `*[_type == "sanity.previewUrlSecret" && dateTime(_updatedAt) > dateTime(now()) - 60][0]`,
        {},
        { perspective: 'raw' },
      )
      expect(stored).toMatchObject({ ...secret, _updatedAt: expect.any(String) })
    } finally {
      await writable.close()
    }
  })

  it('reports invalid GROQ as a 400 query parse error that the client explains', async () => {
    const error = await client.fetch(`*[_type == "agent"`).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ statusCode: 400, details: { type: 'queryParseError' } })
    expect((error as Error).message).toMatch(/GROQ query parse error/)
  })

  it('answers 404 for an unknown dataset, project or path', async () => {
    await expect(clientFor(server, { dataset: 'staging' }).fetch('*')).rejects.toMatchObject({
      statusCode: 404,
      message: expect.stringContaining('Dataset "staging" not found'),
    })
    await expect(clientFor(server, { projectId: 'other' }).fetch('*')).rejects.toMatchObject({
      statusCode: 404,
    })
    expect((await fetch(`${server.url}/v${apiVersion}/data/mutate/${dataset}`)).status).toBe(404)
    expect((await fetch(`${server.url}/`)).status).toBe(404)
  })

  it('rejects bad requests with 400', async () => {
    const base = `${server.url}/v${apiVersion}/data/query/${dataset}`
    expect((await fetch(base)).status).toBe(400)
    expect((await fetch(`${base}?query=*&%24id=not-json`)).status).toBe(400)
    expect((await fetch(`${base}?query=*&perspective=nonsense`)).status).toBe(400)
    expect((await fetch(base, { method: 'POST', body: '{' })).status).toBe(400)
  })

  it('serves the export images as the image CDN would', async () => {
    const file = '005cac26da4fc3a21c8d4bf9ee694d2cd3444618-6x6.png'
    const image = await fetch(
      `${server.url}/images/${projectId}/${dataset}/${file}?w=600&auto=format`,
    )
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect((await fetch(`${server.url}/images/${projectId}/${dataset}/missing.png`)).status).toBe(
      404,
    )
  })

  it('serves the export files as the file CDN would, at the url their asset documents name', async () => {
    const url = await client.fetch<string>(
      `*[_id == "siteSettings"][0].actions.templateDownload.asset->url`,
    )
    expect(url).toBe(`${server.url}/files/${projectId}/${dataset}/${templateFileName}`)

    const download = await fetch(`${url}?dl=interview-vorlage.pdf`)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="interview-vorlage.pdf"; filename*=UTF-8''interview-vorlage.pdf`,
    )
    expect((await download.text()).startsWith('%PDF-')).toBe(true)

    const named = await fetch(`${url}?dl=Vorlage für Interviews.pdf`)
    expect(named.headers.get('content-disposition')).toBe(
      `attachment; filename="Vorlage f_r Interviews.pdf"; filename*=UTF-8''Vorlage%20f%C3%BCr%20Interviews.pdf`,
    )
    expect((await fetch(url)).headers.get('content-disposition')).toBeNull()
    expect((await fetch(`${server.url}/files/${projectId}/${dataset}/missing.pdf`)).status).toBe(
      404,
    )
    expect((await fetch(`${server.url}/files/other/${dataset}/${templateFileName}`)).status).toBe(
      404,
    )
  })

  it('answers from new documents after setDocuments, also a query it answered before', async () => {
    const documents = server.getDocuments()
    const name = `*[_id == "agent-anna"][0].name`
    await expect(client.fetch(name)).resolves.toBe('Anna Beispiel')
    try {
      server.setDocuments(
        documents.map((document) =>
          document._id === 'agent-anna' ? { ...document, name: 'Anna Neu' } : document,
        ),
      )
      await expect(client.fetch(name)).resolves.toBe('Anna Neu')
    } finally {
      server.setDocuments(documents)
    }
    await expect(client.fetch(name)).resolves.toBe('Anna Beispiel')
  })

  it('stores a new document with the system fields the Content Lake gives it', async () => {
    const documents = server.getDocuments()
    try {
      server.setDocuments([...documents, { _id: 'faq-neu', _type: 'faq' }])
      const stored = server.getDocuments().find((document) => document._id === 'faq-neu')
      expect(stored).toMatchObject({
        _createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        _updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        _rev: expect.any(String),
      })
      const anna = (list: typeof documents) => list.find(({ _id }) => _id === 'agent-anna')
      expect(anna(server.getDocuments())?._updatedAt).toBe(anna(documents)?._updatedAt)
    } finally {
      server.setDocuments(documents)
    }
  })
})

describe('Sanity source when the Content Lake is down', () => {
  it('rejects with the connection error', async () => {
    const server = await startContentLakeServer({ projectId, dataset, documents: [] })
    const client = clientFor(server, { maxRetries: 0 })
    await server.close()
    const error = await createSanitySource(client, { useCdn: false })
      .fetch('*')
      .catch((caught: unknown) => caught)
    expect(describeError(error)).toMatch(new RegExp(`ECONNREFUSED ${server.url.slice(7)}`))
  })
})

describe('Sanity source when the Content Lake takes the connection and never answers', () => {
  it.each([
    ['published', { tags: ['content'], revalidate: 60 }],
    ['drafts', { perspective: 'drafts' as const }],
  ])('gives up on a %s query at its deadline', async (_, options) => {
    const sockets = new Set<Socket>()
    const silent = createServer((socket) => void sockets.add(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as AddressInfo
    const client = createClient({
      projectId,
      dataset,
      apiVersion: '2025-10-01',
      useCdn: false,
      token: 'reader',
      apiHost: `http://127.0.0.1:${port}`,
      useProjectHostname: false,
    })
    const started = Date.now()
    try {
      const error = await createSanitySource(client, { useCdn: false })
        .fetch('count(*)', {}, options)
        .catch((caught: unknown) => caught)
      expect(describeError(error)).toMatch(/timeout/i)
      expect(Date.now() - started).toBeGreaterThanOrEqual(queryDeadlineMs - 50)
      expect(Date.now() - started).toBeLessThan(queryDeadlineMs + 1000)
    } finally {
      for (const socket of sockets) socket.destroy()
      silent.close()
    }
  })
})
