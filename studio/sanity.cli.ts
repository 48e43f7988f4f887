import { defineCliConfig } from 'sanity/cli'
import { dataset, projectId } from './env'

export default defineCliConfig({
  api: { projectId, dataset },
  server: { port: 3333 },
  deployment: { autoUpdates: false },
  schemaExtraction: { path: '../packages/content/src/schema.json' },
  typegen: {
    path: ['../apps/web/src/**/*.{ts,tsx}', '../packages/sections/src/**/*.{ts,tsx}'],
    schema: '../packages/content/src/schema.json',
    generates: '../packages/content/src/sanity.types.ts',
    overloadClientMethods: true,
  },
})
