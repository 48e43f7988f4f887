import { deDELocale } from '@sanity/locale-de-de'
import { visionTool } from '@sanity/vision'
import { defineConfig } from 'sanity'
import { presentationTool } from 'sanity/presentation'
import { structureTool } from 'sanity/structure'
import { withPreviousPaths } from './actions/previousPaths'
import { apiVersion, dataset, previewUrl, projectId } from './env'
import { locations, mainDocuments } from './presentation/resolve'
import { schemaTypes, singletonTypes } from './schemas'
import { structure } from './structure'
import { listTemplates } from './templates'

/**
 * The settings and the five legal texts exist once each: editors edit and publish them, never
 * create, duplicate, delete or unpublish them (the site's footer and routes rely on each).
 */
const fixedTypes = new Set<string>([...singletonTypes, 'legalDocument'])
const fixedActions = new Set(['publish', 'discardChanges', 'restore'])

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
    templates: (templates) => [
      ...templates.filter(({ schemaType }) => !fixedTypes.has(schemaType)),
      ...listTemplates,
    ],
  },
  document: {
    actions: (actions, { schemaType }) => {
      if (fixedTypes.has(schemaType)) {
        return actions.filter(({ action }) => action !== undefined && fixedActions.has(action))
      }
      // A page published under a new path keeps redirecting from the old one.
      if (schemaType === 'page') {
        return actions.map((action) =>
          action.action === 'publish' ? withPreviousPaths(action) : action,
        )
      }
      return actions
    },
    newDocumentOptions: (options, { creationContext }) =>
      creationContext.schemaType && fixedTypes.has(creationContext.schemaType)
        ? []
        : options.filter(({ templateId }) => !fixedTypes.has(templateId)),
  },
})
