import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { startControlledContentLake, type ControlledContentLake } from '../src/control'
import type { SanityDocument } from '@repo/content'
import { fixtureDatasetDir } from './fixtures'

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })

describe('controlled local Content Lake', () => {
  let lake: ControlledContentLake
  const query = (groq: string) =>
    fetch(`${lake.url}/v2025-10-01/data/query/production?query=${encodeURIComponent(groq)}`)
  const control = (method: string, path: string, body?: unknown) =>
    fetch(`${lake.controlUrl}${path}`, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })

  beforeAll(async () => {
    lake = await startControlledContentLake({
      projectId: 'local-test',
      dataset: 'production',
      datasetDir: fixtureDatasetDir,
      port: await freePort(),
    })
  })
  afterAll(() => lake.close())

  it('publishes replaced documents and resets to the starting ones', async () => {
    const documents = (await (await control('GET', '/documents')).json()) as SanityDocument[]
    const agent = documents.find((document) => document._type === 'agent')!
    const renamed = documents.map((document) =>
      document._id === agent._id ? { ...document, name: 'Neu veröffentlicht' } : document,
    )
    expect((await control('PUT', '/documents', renamed)).status).toBe(204)
    const changed = await query(`*[_id == "${agent._id}"][0].name`)
    expect(((await changed.json()) as { result: unknown }).result).toBe('Neu veröffentlicht')

    expect((await control('POST', '/reset')).status).toBe(204)
    const reset = await query(`*[_id == "${agent._id}"][0].name`)
    expect(((await reset.json()) as { result: unknown }).result).toBe(agent.name)
  })

  it('refuses connections during an outage and comes back at the same origin', async () => {
    expect((await control('POST', '/outage')).status).toBe(204)
    await expect(query('count(*)')).rejects.toThrow()

    expect((await control('DELETE', '/outage')).status).toBe(204)
    const response = await query('count(*[_type == "agent"])')
    expect(response.ok).toBe(true)
    expect(((await response.json()) as { result: number }).result).toBeGreaterThan(0)
  })

  it('accepts connections and never answers while silenced, then comes back', async () => {
    expect((await control('POST', '/silence')).status).toBe(204)
    const hung = await fetch(`${lake.url}/v2025-10-01/data/query/production?query=1`, {
      signal: AbortSignal.timeout(500),
    }).then(
      () => 'answered',
      (error: Error) => error.name,
    )
    expect(hung).toBe('TimeoutError')

    expect((await control('DELETE', '/outage')).status).toBe(204)
    expect((await query('count(*)')).ok).toBe(true)
  })

  it('answers every request with a given answer until it is restored', async () => {
    expect((await control('PUT', '/answer', { body: '{"result": null}' })).status).toBe(204)
    const faulty = await query('count(*)')
    expect(faulty.status).toBe(200)
    expect(await faulty.json()).toEqual({ result: null })
    expect((await control('PUT', '/answer', { status: 502, body: '"Bad Gateway"' })).status).toBe(
      204,
    )
    expect((await query('count(*)')).status).toBe(502)

    expect((await control('DELETE', '/outage')).status).toBe(204)
    expect(((await (await query('count(*)')).json()) as { result: number }).result).toBeGreaterThan(
      0,
    )
  })

  it('counts the queries it answers', async () => {
    const count = async () =>
      ((await (await control('GET', '/queries')).json()) as { count: number }).count
    const before = await count()
    await query('count(*)')
    await query('count(*)')
    expect(await count()).toBe(before + 2)
  })

  it('rejects a body that is not a document list', async () => {
    expect((await control('PUT', '/documents', { not: 'a list' })).status).toBe(400)
    expect((await control('GET', '/unknown')).status).toBe(404)
  })
})
