// Drives the local Content Lake behind the content-lake build through its control API
// (packages/content-lake-server/src/control.ts): publish changed documents, break them, stop it.
import type { SanityDocument } from '@repo/content'
import { origin, ports } from './ports'

const controlUrl = origin(ports.contentLakeControl)

async function control(method: string, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${controlUrl}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
  })
  if (!response.ok)
    throw new Error(`${method} ${path} → ${response.status} ${await response.text()}`)
  return response
}

export const lake = {
  /** The documents the Content Lake answers from (stored form, with asset references). */
  documents: async () => (await (await control('GET', '/documents')).json()) as SanityDocument[],
  /** Replaces the Content Lake's documents; the site sees them once it revalidates. */
  publish: async (documents: readonly SanityDocument[]) => {
    await control('PUT', '/documents', documents)
  },
  /** How many queries the Content Lake has answered so far. */
  queries: async () =>
    ((await (await control('GET', '/queries')).json()) as { count: number }).count,
  /** Restores the bundled dataset. */
  reset: async () => {
    await control('POST', '/reset')
  },
  /** Takes the Content Lake down (connections refused) until `restore()`. */
  outage: async () => {
    await control('POST', '/outage')
  },
  /** Puts a listener in its place that accepts connections and never answers, until `restore()`. */
  silence: async () => {
    await control('POST', '/silence')
  },
  /** Puts a server in its place that answers every request with `body` (JSON), until `restore()`. */
  answer: async (body: string, status = 200) => {
    await control('PUT', '/answer', { status, body })
  },
  restore: async () => {
    await control('DELETE', '/outage')
  },
}
