// Serves a dataset through the local Content Lake server until stopped (Ctrl+C).
// Usage: npm start --workspace=@repo/content-lake-server -- [--port 3300]
//        [--project-id local] [--dataset production] [--dataset-dir <export folder>]
//        [--control-port <port>]   (adds the control API of control.ts, for tests)
//        [--token <token that may read drafts>] (default: CONTENT_LAKE_TOKEN; unset: drafts private)
import { parseArgs } from 'node:util'
import { startControlledContentLake } from './control'
import { startContentLakeServer } from './server'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3300' },
    host: { type: 'string', default: '127.0.0.1' },
    'project-id': { type: 'string', default: 'local' },
    dataset: { type: 'string', default: 'production' },
    'dataset-dir': { type: 'string' },
    'control-port': { type: 'string' },
    token: { type: 'string', default: process.env.CONTENT_LAKE_TOKEN },
  },
})

const options = {
  projectId: values['project-id'],
  dataset: values.dataset,
  datasetDir: values['dataset-dir'],
  port: Number(values.port),
  host: values.host,
  token: values.token || undefined,
}
const server = values['control-port']
  ? await startControlledContentLake({ ...options, controlPort: Number(values['control-port']) })
  : await startContentLakeServer(options)

console.log(`Content Lake server at ${server.url}. To build the site against it:
  NEXT_PUBLIC_SANITY_PROJECT_ID=${values['project-id']} NEXT_PUBLIC_SANITY_DATASET=${values.dataset} NEXT_PUBLIC_SANITY_API_HOST=${server.url}`)
if ('controlUrl' in server) console.log(`Control API at ${server.controlUrl}`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)))
}
