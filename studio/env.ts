/**
 * The Studio's project, dataset and preview site, from the environment. Unset, the placeholders
 * keep `sanity build`, `sanity schema validate` and typegen working offline, without a project;
 * set but malformed, the Studio stops with a message naming the variable and the fix.
 */
import { datasetRule, httpUrlRule, parseEnv, projectIdRule, setting } from '@repo/content/config'
import { z } from 'zod'

export interface StudioEnvVars {
  SANITY_STUDIO_PROJECT_ID?: string
  SANITY_STUDIO_DATASET?: string
  SANITY_STUDIO_PREVIEW_URL?: string
}

export interface StudioEnv {
  projectId: string
  dataset: string
  /** Origin of the site the Presentation tool previews. */
  previewUrl: string
}

/** Stands in for a project id when none is set (offline builds, tests). */
export const placeholderProjectId = 'placeholder'
export const defaultDataset = 'production'
export const defaultPreviewUrl = 'http://localhost:3000'

export class StudioEnvError extends Error {
  override name = 'StudioEnvError'
}

const studioEnvSchema = z
  .object({
    SANITY_STUDIO_PROJECT_ID: setting(
      projectIdRule(
        'SANITY_STUDIO_PROJECT_ID',
        'unset it to build the Studio offline with a placeholder project',
      ),
    ),
    SANITY_STUDIO_DATASET: setting(datasetRule('SANITY_STUDIO_DATASET')),
    SANITY_STUDIO_PREVIEW_URL: setting(
      httpUrlRule(
        'SANITY_STUDIO_PREVIEW_URL',
        'Use the site\'s origin, e.g. "https://www.example.com" (the Presentation tool opens it ' +
          `and switches on draft mode there), or unset it for "${defaultPreviewUrl}".`,
      ),
    ),
  })
  .transform((vars, context): StudioEnv => {
    const { SANITY_STUDIO_PROJECT_ID: projectId, SANITY_STUDIO_DATASET: dataset } = vars
    if (dataset !== undefined && projectId === undefined) {
      context.issues.push({
        code: 'custom',
        input: vars,
        message:
          `SANITY_STUDIO_DATASET is "${dataset}" but SANITY_STUDIO_PROJECT_ID is not set. Set ` +
          'SANITY_STUDIO_PROJECT_ID to the project that holds the dataset, or unset ' +
          'SANITY_STUDIO_DATASET.',
      })
      return z.NEVER
    }
    return {
      projectId: projectId ?? placeholderProjectId,
      dataset: dataset ?? defaultDataset,
      previewUrl: vars.SANITY_STUDIO_PREVIEW_URL ?? defaultPreviewUrl,
    }
  })

export const readStudioEnv = (vars: StudioEnvVars): StudioEnv =>
  parseEnv(studioEnvSchema, vars, StudioEnvError)

// Each variable is read by its literal name: the Studio build replaces exactly these
// expressions with the values of SANITY_STUDIO_* variables.
export const { projectId, dataset, previewUrl } = readStudioEnv({
  SANITY_STUDIO_PROJECT_ID: process.env.SANITY_STUDIO_PROJECT_ID,
  SANITY_STUDIO_DATASET: process.env.SANITY_STUDIO_DATASET,
  SANITY_STUDIO_PREVIEW_URL: process.env.SANITY_STUDIO_PREVIEW_URL,
})
export const apiVersion = '2025-10-01'
