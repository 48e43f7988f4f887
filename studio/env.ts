/**
 * The Studio's project, dataset and preview site, from the environment. Unset, the placeholders
 * keep `sanity build`, `sanity schema validate` and typegen working offline, without a project;
 * set but malformed, the Studio stops with a message naming the variable and the fix.
 */
import { parseHttpUrl } from '@repo/content/config'

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

export function readStudioEnv(vars: StudioEnvVars): StudioEnv {
  const projectId = vars.SANITY_STUDIO_PROJECT_ID?.trim() || undefined
  const dataset = vars.SANITY_STUDIO_DATASET?.trim() || undefined
  const previewUrl = vars.SANITY_STUDIO_PREVIEW_URL?.trim() || undefined

  if (projectId !== undefined && !/^[a-z0-9][a-z0-9-]*$/.test(projectId)) {
    throw new StudioEnvError(
      `SANITY_STUDIO_PROJECT_ID is "${projectId}", which is not a Sanity project id. Copy the ` +
        'id from sanity.io/manage (lowercase letters, digits and dashes, e.g. "a1b2c3d4"), or ' +
        'unset it to build the Studio offline with a placeholder project.',
    )
  }
  if (dataset !== undefined && projectId === undefined) {
    throw new StudioEnvError(
      `SANITY_STUDIO_DATASET is "${dataset}" but SANITY_STUDIO_PROJECT_ID is not set. Set ` +
        'SANITY_STUDIO_PROJECT_ID to the project that holds the dataset, or unset ' +
        'SANITY_STUDIO_DATASET.',
    )
  }
  if (dataset !== undefined && !/^~?[a-z0-9][-\w]{0,63}$/.test(dataset)) {
    throw new StudioEnvError(
      `SANITY_STUDIO_DATASET is "${dataset}", which is not a dataset name. Use the name shown ` +
        'in sanity.io/manage (lowercase letters, digits, "_" and "-", at most 64 characters), ' +
        `or unset it for "${defaultDataset}".`,
    )
  }
  return {
    projectId: projectId ?? placeholderProjectId,
    dataset: dataset ?? defaultDataset,
    previewUrl: previewUrl === undefined ? defaultPreviewUrl : validPreviewUrl(previewUrl),
  }
}

function validPreviewUrl(value: string): string {
  const url = parseHttpUrl(value)
  if (url === undefined) {
    throw new StudioEnvError(
      `SANITY_STUDIO_PREVIEW_URL is "${value}", which is not an http(s) URL. Use the site's ` +
        'origin, e.g. "https://www.example.com" (the Presentation tool opens it and switches on ' +
        `draft mode there), or unset it for "${defaultPreviewUrl}".`,
    )
  }
  return url
}

// Each variable is read by its literal name: the Studio build replaces exactly these
// expressions with the values of SANITY_STUDIO_* variables.
export const { projectId, dataset, previewUrl } = readStudioEnv({
  SANITY_STUDIO_PROJECT_ID: process.env.SANITY_STUDIO_PROJECT_ID,
  SANITY_STUDIO_DATASET: process.env.SANITY_STUDIO_DATASET,
  SANITY_STUDIO_PREVIEW_URL: process.env.SANITY_STUDIO_PREVIEW_URL,
})
export const apiVersion = '2025-10-01'
