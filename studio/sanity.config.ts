import { deDELocale } from '@sanity/locale-de-de'
import { visionTool } from '@sanity/vision'
import { defineConfig } from 'sanity'
import { presentationTool } from 'sanity/presentation'
import { structureTool } from 'sanity/structure'
import { apiVersion, dataset, previewUrl, projectId } from './env'
import { locations, mainDocuments } from './presentation/resolve'
import { schemaTypes, singletonTypes } from './schemas'
import { structure } from './structure'

const singletons = new Set<string>(singletonTypes)
/** Singletons can be edited and published, never duplicated, deleted or unpublished. */
const singletonActions = new Set(['publish', 'discardChanges', 'restore'])

export default defineConfig({
  name: 'default',
  title: 'SalesSwipe Website',
  projectId,
  dataset,
  plugins: [
    structureTool({ structure }),
    presentationTool({
      title: 'Vorschau',
      previewUrl: {
        initial: previewUrl,
        previewMode: { enable: '/api/draft-mode/enable', disable: '/api/draft-mode/disable' },
      },
      resolve: { locations, mainDocuments },
    }),
    visionTool({ defaultApiVersion: apiVersion }),
    deDELocale(),
  ],
  schema: {
    types: schemaTypes,
    templates: (templates) => templates.filter(({ schemaType }) => !singletons.has(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      singletons.has(schemaType)
        ? actions.filter(({ action }) => action !== undefined && singletonActions.has(action))
        : actions,
    newDocumentOptions: (options, { creationContext }) =>
      creationContext.schemaType && singletons.has(creationContext.schemaType)
        ? []
        : options.filter(({ templateId }) => !singletons.has(templateId)),
  },
})
