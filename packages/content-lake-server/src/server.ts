import { createHash, timingSafeEqual } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import {
  contentLakeFileUrl,
  contentLakeImageUrl,
  fileMimeType,
  imageMimeType,
  parseFileName,
  parseImageFileName,
  bundledDatasetDir,
  loadDataset,
  type Perspective,
  type QueryParams,
  type SanityDocument,
} from '@repo/content'
import { createView, runQuery, type DatasetView } from '@repo/content/groq'

export interface ContentLakeServerOptions {
  projectId: string
  dataset: string
  /** Documents in stored form (asset references, not export form). */
  documents?: readonly SanityDocument[]
  /** An export folder (`data.ndjson`, `images/`); default: the bundled dataset. */
  datasetDir?: string
  /** Default: a free port. */
  port?: number
  /** Default: 127.0.0.1 (loopback only). */
  host?: string
  /**
   * The API token that may read drafts (`perspective=drafts|raw`) and write (`/data/mutate`), as
   * `Authorization: Bearer <token>`. Unset: drafts stay private to everyone, as on a Content Lake
   * without tokens.
   */
  token?: string
  /** Called for every request, e.g. to check that a prerendered page does not query. */
  onRequest?: (request: { method: string; path: string }) => void
}

export interface ContentLakeServer {
  /** The origin to use as `apiHost`, e.g. `http://127.0.0.1:3300`. */
  url: string
  port: number
  /** A copy of the documents the server answers from. */
  getDocuments(): SanityDocument[]
  /** Replaces the content, as a publish would: later queries see the new documents. */
  setDocuments(documents: readonly SanityDocument[]): void
  close(): Promise<void>
}

const queryPath = /^\/v(\d{4}-\d{2}-\d{2}|1|X)\/data\/query\/([^/]+)\/?$/
const mutatePath = /^\/v(\d{4}-\d{2}-\d{2}|1|X)\/data\/mutate\/([^/]+)\/?$/
const imagePath = /^\/images\/([^/]+)\/([^/]+)\/([^/]+)$/
const filePath = /^\/files\/([^/]+)\/([^/]+)\/([^/]+)$/
/** From this API version on, a query without `perspective` reads published content. */
const publishedByDefaultFrom = '2025-02-19'
const maxBodyBytes = 1_000_000

/** The Content Lake's two error shapes: query and mutation errors, and gateway errors (auth). */
type ErrorBody =
  { error: Record<string, unknown> } | { statusCode: number; error: string; message: string }

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super('message' in body ? body.message : String(body.error.description))
  }
}

/** The Content Lake's answer to a request without a valid token for private content. */
const unauthorized = (message: string) =>
  new HttpError(401, { statusCode: 401, error: 'Unauthorized', message })

const httpError = (status: number, type: string, description: string) =>
  new HttpError(status, { error: { type, description } })

/**
 * A local stand-in for the Content Lake's query API, so tests and the e2e suite run the Sanity
 * path with the real `@sanity/client` (`apiHost: server.url`, `useProjectHostname: false`):
 * `GET /v<date>/data/query/<dataset>?query=…&$param=<json>` and `POST` with `{query, params}`,
 * `perspective` published | drafts | raw, answers `{query, result, ms}`, errors shaped like
 * Sanity's. Drafts are private as in the Content Lake: `drafts` and `raw` need the `token`
 * (else 401), and without it a query that defaults to `raw` (old API versions) sees published
 * documents only. `POST /v<date>/data/mutate/<dataset>` with the token takes `create` and
 * `createOrReplace` mutations, enough for the Studio's preview secrets (`sanity.previewUrlSecret`).
 * It also serves the export's image files under `/images/<project>/<dataset>/<file>`
 * (transform parameters ignored), standing in for the image CDN, and its other files under
 * `/files/<project>/<dataset>/<sha1>.<ext>` (`?dl=<name>` makes it a download), standing in for
 * the file CDN: file asset documents' `url` points here, as sites follow it as given.
 */
export async function startContentLakeServer(
  options: ContentLakeServerOptions,
): Promise<ContentLakeServer> {
  const { projectId, dataset } = options
  const datasetDir = options.documents
    ? options.datasetDir
    : (options.datasetDir ?? bundledDatasetDir)
  // Loaded once listening: file URLs name this server's own origin.
  let documents: readonly SanityDocument[] = options.documents ?? []
  let views = new Map<Perspective, DatasetView>()
  // The answers given since the content last changed: groq-js takes 30-240 ms for a page query on
  // this one thread, and the e2e suite's sites ask the same ones again and again (their queue
  // outlasted the site's two-second timeout). Queries that read the clock are always run.
  let answers = new Map<string, unknown>()
  const contentChanged = () => {
    views = new Map()
    answers = new Map()
  }

  const view = (perspective: Perspective) => {
    let cached = views.get(perspective)
    if (!cached) {
      cached = createView(documents, perspective)
      views.set(perspective, cached)
    }
    return cached
  }

  function mutate(text: string): { id: string; operation: 'create' | 'update' }[] {
    const mutations = (parseJson(text) as { mutations?: unknown } | null)?.mutations
    if (!Array.isArray(mutations)) {
      throw httpError(400, 'httpBadRequest', 'The request body has no "mutations" array')
    }
    const next = [...documents]
    const results = mutations.map((entry: Record<string, unknown>) => {
      const [kind, document] = Object.entries(entry ?? {})[0] ?? []
      if ((kind !== 'create' && kind !== 'createOrReplace') || !isDocument(document)) {
        throw httpError(
          400,
          'httpBadRequest',
          'This server takes only "create" and "createOrReplace" mutations of documents with ' +
            '_id and _type',
        )
      }
      const index = next.findIndex((candidate) => candidate._id === document._id)
      if (index >= 0 && kind === 'create') {
        throw httpError(409, 'documentAlreadyExistsError', `Document ${document._id} exists`)
      }
      const now = new Date().toISOString()
      const stored = {
        ...document,
        _createdAt: index >= 0 ? (next[index]?._createdAt ?? now) : now,
        _updatedAt: now,
        _rev: Math.random().toString(36).slice(2, 12),
      } as SanityDocument
      if (index >= 0) next[index] = stored
      else next.push(stored)
      return { id: document._id, operation: index >= 0 ? ('update' as const) : ('create' as const) }
    })
    documents = next
    contentChanged()
    return results
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const started = performance.now()
    const url = new URL(request.url ?? '/', 'http://localhost')
    options.onRequest?.({ method: request.method ?? 'GET', path: url.pathname })

    const image = imagePath.exec(url.pathname)
    if (
      image &&
      datasetDir !== undefined &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      return serveImage(response, request.method, datasetDir, image, { projectId, dataset })
    }
    const file = filePath.exec(url.pathname)
    if (
      file &&
      datasetDir !== undefined &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      return serveFile(response, request.method, datasetDir, file, url.searchParams.get('dl'), {
        projectId,
        dataset,
      })
    }

    const mutation = request.method === 'POST' ? mutatePath.exec(url.pathname) : null
    const match = queryPath.exec(url.pathname) ?? mutation
    if (!match)
      throw httpError(404, 'httpNotFound', `No route for ${request.method} ${url.pathname}`)
    const [, apiVersion, requestedDataset] = match as unknown as [string, string, string]

    const requestedProject = request.headers['x-sanity-project-id']
    if (requestedProject !== undefined && requestedProject !== projectId) {
      throw httpError(404, 'projectNotFoundError', `Project ID "${requestedProject}" not found`)
    }
    if (requestedDataset !== dataset) {
      throw httpError(
        404,
        'datasetNotFoundError',
        `Dataset "${requestedDataset}" not found for project ID "${projectId}"`,
      )
    }

    const authenticated = isAuthenticated(request, options.token)
    if (mutation) {
      if (!authenticated) throw unauthorized('Mutations need a token with write access')
      const results = mutate(await readBody(request))
      sendJson(response, 200, { transactionId: `local-${Date.now()}`, results })
      return
    }

    let query: string
    let params: QueryParams
    if (request.method === 'GET' || request.method === 'HEAD') {
      ;({ query, params } = fromSearchParams(url.searchParams))
    } else if (request.method === 'POST') {
      ;({ query, params } = fromBody(await readBody(request)))
    } else {
      response.setHeader('Allow', 'GET, HEAD, POST')
      throw httpError(405, 'httpMethodNotAllowed', `Method ${request.method} is not allowed`)
    }

    const perspective = readPerspective(
      url.searchParams.get('perspective'),
      apiVersion,
      authenticated,
    )
    const key = JSON.stringify([perspective, query, params])
    // Taken before the query runs: an answer from content changed meanwhile is not kept.
    const known = answers
    let result = known.get(key)
    if (result === undefined) {
      try {
        result = await runQuery(view(perspective), query, params)
      } catch (error) {
        throw queryError(error, query)
      }
      if (!query.includes('now()')) known.set(key, result)
    }

    const ms = Math.round(performance.now() - started)
    const returnQuery = url.searchParams.get('returnQuery') !== 'false'
    sendJson(
      response,
      200,
      returnQuery ? { query, result, ms } : { result, ms },
      request.method === 'HEAD',
    )
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) return response.destroy()
      if (error instanceof HttpError) return sendJson(response, error.status, error.body)
      sendJson(response, 500, {
        error: { type: 'internalError', description: (error as Error).message },
      })
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { address, port } = server.address() as AddressInfo
  const hostname = address.includes(':') ? `[${address}]` : address
  const origin = `http://${hostname}:${port}`
  if (!options.documents) {
    try {
      documents = loadDataset(datasetDir, {
        imageUrl: contentLakeImageUrl(projectId, dataset),
        fileUrl: contentLakeFileUrl(projectId, dataset, origin),
      })
    } catch (error) {
      server.close()
      throw error
    }
  }

  return {
    url: origin,
    port,
    getDocuments: () => structuredClone([...documents]),
    setDocuments(next) {
      // The Content Lake stores every document with its system fields; a test's new one gets them.
      const now = new Date().toISOString()
      documents = structuredClone([...next]).map((document) => ({
        ...document,
        _createdAt: document._createdAt ?? now,
        _updatedAt: document._updatedAt ?? now,
        _rev: document._rev ?? Math.random().toString(36).slice(2, 12),
      }))
      contentChanged()
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}

function fromSearchParams(search: URLSearchParams): { query: string; params: QueryParams } {
  const query = search.get('query')
  if (!query) throw httpError(400, 'httpBadRequest', 'The "query" parameter is missing')
  const params: QueryParams = {}
  for (const [key, value] of search) {
    if (!key.startsWith('$')) continue
    try {
      params[key.slice(1)] = JSON.parse(value)
    } catch {
      throw httpError(400, 'httpBadRequest', `Parameter "${key}" is not valid JSON: ${value}`)
    }
  }
  return { query, params }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw httpError(400, 'httpBadRequest', 'The request body is not valid JSON')
  }
}

const isDocument = (value: unknown): value is SanityDocument =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SanityDocument)._id === 'string' &&
  typeof (value as SanityDocument)._type === 'string'

/** A request carries the server's token (compared in constant time, like a real secret). */
function isAuthenticated(request: IncomingMessage, token: string | undefined): boolean {
  const header = request.headers.authorization
  if (!token || !header?.startsWith('Bearer ')) return false
  const given = createHash('sha256').update(header.slice('Bearer '.length)).digest()
  return timingSafeEqual(given, createHash('sha256').update(token).digest())
}

function fromBody(text: string): { query: string; params: QueryParams } {
  const body = parseJson(text)
  const { query, params = {} } = (body ?? {}) as { query?: unknown; params?: unknown }
  if (typeof query !== 'string' || query === '') {
    throw httpError(400, 'httpBadRequest', 'The request body has no "query" string')
  }
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw httpError(400, 'httpBadRequest', 'The request body\'s "params" is not an object')
  }
  return { query, params: params as QueryParams }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > maxBodyBytes)
      throw httpError(413, 'httpPayloadTooLarge', 'The request body is too large')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function readPerspective(
  value: string | null,
  apiVersion: string,
  authenticated: boolean,
): Perspective {
  if (value === null || value === '') {
    // Older API versions default to `raw`, which shows an anonymous request no drafts either.
    const publishedByDefault = apiVersion >= publishedByDefaultFrom && /^\d/.test(apiVersion)
    return publishedByDefault || !authenticated ? 'published' : 'raw'
  }
  const perspective = value === 'previewDrafts' ? 'drafts' : value
  if (perspective !== 'published' && perspective !== 'drafts' && perspective !== 'raw') {
    throw httpError(
      400,
      'httpBadRequest',
      `Unsupported perspective "${value}": this server knows published, drafts and raw`,
    )
  }
  if (perspective !== 'published' && !authenticated) {
    throw unauthorized(
      `The "${value}" perspective shows private drafts: send a token with read access ` +
        '(Authorization: Bearer <token>)',
    )
  }
  return perspective
}

/** Sanity's shape for an invalid query, which `@sanity/client` turns into a readable message. */
function queryError(error: unknown, query: string): HttpError {
  const message = error instanceof Error ? error.message : String(error)
  const position =
    error instanceof Error && 'position' in error && typeof error.position === 'number'
      ? error.position
      : undefined
  return new HttpError(400, {
    error: {
      type: 'queryParseError',
      description: message.replace(/^Syntax error in GROQ query at position \d+: /, ''),
      query,
      start: position ?? 0,
      end: position === undefined ? query.length : Math.min(position + 1, query.length),
    },
  })
}

async function serveImage(
  response: ServerResponse,
  method: string,
  datasetDir: string,
  [, project, dataset, fileName]: RegExpExecArray,
  expected: { projectId: string; dataset: string },
) {
  const asset = fileName ? parseImageFileName(fileName) : null
  if (!asset || project !== expected.projectId || dataset !== expected.dataset) {
    throw httpError(404, 'httpNotFound', `No image ${fileName}`)
  }
  let data: Buffer
  try {
    data = await readFile(join(datasetDir, 'images', asset.fileName))
  } catch {
    throw httpError(404, 'httpNotFound', `No image ${fileName}`)
  }
  response.writeHead(200, {
    'Content-Type': imageMimeType(asset.extension),
    'Content-Length': data.length,
    'Cache-Control': 'public, max-age=31536000, immutable',
  })
  response.end(method === 'HEAD' ? undefined : data)
}

async function serveFile(
  response: ServerResponse,
  method: string,
  datasetDir: string,
  [, project, dataset, fileName]: RegExpExecArray,
  download: string | null,
  expected: { projectId: string; dataset: string },
) {
  const asset = fileName ? parseFileName(fileName) : null
  if (!asset || project !== expected.projectId || dataset !== expected.dataset) {
    throw httpError(404, 'httpNotFound', `No file ${fileName}`)
  }
  let data: Buffer
  try {
    data = await readFile(join(datasetDir, 'files', asset.fileName))
  } catch {
    throw httpError(404, 'httpNotFound', `No file ${fileName}`)
  }
  response.writeHead(200, {
    'Content-Type': fileMimeType(asset.extension),
    'Content-Length': data.length,
    'Cache-Control': 'public, max-age=31536000, immutable',
    // As the CDN: `?dl=` downloads under the given name, `?dl=` empty under the file's own.
    ...(download === null ? {} : { 'Content-Disposition': attachment(download || asset.fileName) }),
  })
  response.end(method === 'HEAD' ? undefined : data)
}

/** `attachment` with the name as ASCII fallback and, for any other characters, RFC 5987. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

function sendJson(response: ServerResponse, status: number, body: unknown, headOnly = false) {
  const text = JSON.stringify(body)
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  })
  response.end(headOnly ? undefined : text)
}
