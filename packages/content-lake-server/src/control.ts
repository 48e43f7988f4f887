import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import {
  createServer as createTcpServer,
  type AddressInfo,
  type Server,
  type Socket,
} from 'node:net'
import {
  startContentLakeServer,
  type ContentLakeServer,
  type ContentLakeServerOptions,
} from './server'
import { bundledDatasetDir, type SanityDocument } from '@repo/content'

export interface ControlledContentLakeOptions extends ContentLakeServerOptions {
  /** The Content Lake's port: fixed, so it comes back at the same origin after an outage. */
  port: number
  /** The control API's port (default: a free one), on the same loopback host. */
  controlPort?: number
}

export interface ControlledContentLake {
  /** The Content Lake's origin (the site's `apiHost`). */
  url: string
  /** The control API's origin. */
  controlUrl: string
  close(): Promise<void>
}

const maxControlBodyBytes = 50_000_000

/**
 * The local Content Lake server plus a control API, so end-to-end tests running in another
 * process can publish, break and take down the content the site reads:
 * - `GET /documents` → the current documents; `PUT /documents` (JSON array) replaces them;
 *   `POST /reset` restores the ones it started with.
 * - `GET /queries` → `{count}`: the queries the Content Lake has answered so far, to tell how
 *   often the site rendered.
 * - `POST /outage` stops the Content Lake (connections refused, as when it is down);
 *   `POST /silence` puts a listener in its place that accepts connections and never answers
 *   (as a hung server or a dropped route does); `PUT /answer` with `{status, body}` puts one in
 *   its place that answers every request with that (a misconfigured proxy, a wrongly shaped
 *   answer such as `{"result": null}`); `DELETE /outage` ends any of them and starts the Content
 *   Lake again on the same port with the current documents.
 */
export async function startControlledContentLake(
  options: ControlledContentLakeOptions,
): Promise<ControlledContentLake> {
  let queries = 0
  const counted: ContentLakeServerOptions = {
    ...options,
    onRequest: (request) => {
      if (request.path.includes('/data/query/')) queries += 1
      options.onRequest?.(request)
    },
  }
  let lake: ContentLakeServer | undefined = await startContentLakeServer(counted)
  const url = lake.url
  const initial = lake.getDocuments()
  let documents: SanityDocument[] = initial

  let silent: { server: Server; sockets: Set<Socket> } | undefined
  let impostor: ReturnType<typeof createServer> | undefined

  const current = () => (lake ? lake.getDocuments() : documents)

  async function stopLake() {
    if (!lake) return
    documents = lake.getDocuments()
    await lake.close()
    lake = undefined
  }

  async function stopImpostor() {
    if (!impostor) return
    const server = impostor
    impostor = undefined
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  async function stopSilence() {
    if (!silent) return
    const { server, sockets } = silent
    silent = undefined
    for (const socket of sockets) socket.destroy()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const route = `${request.method} ${new URL(request.url ?? '/', 'http://localhost').pathname}`
    switch (route) {
      case 'GET /documents':
        return send(response, 200, current())
      case 'GET /queries':
        return send(response, 200, { count: queries })
      case 'PUT /documents': {
        const next = JSON.parse(await readBody(request)) as unknown
        if (!Array.isArray(next)) return send(response, 400, { error: 'expected an array' })
        documents = next as SanityDocument[]
        lake?.setDocuments(documents)
        return send(response, 204)
      }
      case 'POST /reset':
        documents = initial
        lake?.setDocuments(initial)
        return send(response, 204)
      case 'POST /outage':
        await stopSilence()
        await stopImpostor()
        await stopLake()
        return send(response, 204)
      case 'POST /silence':
        await stopImpostor()
        await stopLake()
        silent ??= await listenSilently(options.port, options.host ?? '127.0.0.1')
        return send(response, 204)
      case 'PUT /answer': {
        const { status = 200, body = '' } = JSON.parse(await readBody(request)) as {
          status?: number
          body?: string
        }
        await stopSilence()
        await stopImpostor()
        await stopLake()
        impostor = await answerAlways(options.port, options.host ?? '127.0.0.1', status, body)
        return send(response, 204)
      }
      case 'DELETE /outage':
        await stopSilence()
        await stopImpostor()
        lake ??= await startContentLakeServer({
          ...counted,
          documents,
          datasetDir: options.datasetDir ?? bundledDatasetDir,
        })
        return send(response, 204)
      default:
        return send(response, 404, { error: `no control route ${route}` })
    }
  }

  const control = createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      send(response, 500, { error: error instanceof Error ? error.message : String(error) }),
    )
  })
  await new Promise<void>((resolve, reject) => {
    control.once('error', reject)
    control.listen(options.controlPort ?? 0, options.host ?? '127.0.0.1', () => resolve())
  })
  const { port } = control.address() as AddressInfo

  return {
    url,
    controlUrl: `http://${options.host ?? '127.0.0.1'}:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => {
        control.close(() => resolve())
        control.closeAllConnections()
      })
      await stopSilence()
      await stopImpostor()
      await lake?.close()
    },
  }
}

/** An HTTP listener that answers every request with `status` and `body` (JSON). */
async function answerAlways(port: number, host: string, status: number, body: string) {
  const server = createServer((request, response) => {
    request.resume()
    response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(body)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  return server
}

/** A TCP listener that takes every connection and never says a word. */
async function listenSilently(port: number, host: string) {
  const sockets = new Set<Socket>()
  const server = createTcpServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => {})
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  return { server, sockets }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > maxControlBodyBytes) throw new Error('control request body too large')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function send(response: ServerResponse, status: number, body?: unknown) {
  if (body === undefined) return response.writeHead(status).end()
  const text = JSON.stringify(body)
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(text)
}
