// Which content source the site reads, from environment variables. No Node APIs: the web app's
// env module is imported by components too.

export const contentEnvVars = {
  projectId: 'NEXT_PUBLIC_SANITY_PROJECT_ID',
  dataset: 'NEXT_PUBLIC_SANITY_DATASET',
  apiVersion: 'NEXT_PUBLIC_SANITY_API_VERSION',
  apiHost: 'NEXT_PUBLIC_SANITY_API_HOST',
  useCdn: 'NEXT_PUBLIC_SANITY_USE_CDN',
  token: 'SANITY_API_READ_TOKEN',
} as const

/**
 * Another dataset folder for the embedded source (`data.ndjson` + `images/`), e.g. a generated one
 * for scale tests. Read at build and at run time: the server answers from it too.
 */
export const datasetDirVar = 'CONTENT_DATASET_DIR'

export type ContentEnv = Partial<
  Record<(typeof contentEnvVars)[keyof typeof contentEnvVars] | typeof datasetDirVar, string>
>

export interface SanityContentConfig {
  kind: 'sanity'
  projectId: string
  dataset: string
  /** `YYYY-MM-DD`. */
  apiVersion: string
  /** A Content Lake at another host (a proxy, or the local server of the tests). */
  apiHost?: string
  /** Read token: needed for private datasets and draft previews. Server-side only. */
  token?: string
  useCdn: boolean
}

export interface EmbeddedContentConfig {
  kind: 'embedded'
  /** Absolute; unset: the bundled dataset. */
  datasetDir?: string
}

export type ContentConfig = EmbeddedContentConfig | SanityContentConfig

export const defaultDataset = 'production'
/** A recent API version: its default perspective is `published`, like the site's. */
export const defaultApiVersion = '2025-10-01'

export class ContentConfigError extends Error {
  override name = 'ContentConfigError'
}

/**
 * Reads the content configuration: the bundled dataset when no Sanity project id is set, else a
 * validated Sanity configuration. Throws a `ContentConfigError` naming the variable and the fix,
 * so a misconfigured site fails at build time instead of showing other content than intended.
 */
export function readContentConfig(env: ContentEnv): ContentConfig {
  const value = (name: keyof typeof contentEnvVars) =>
    env[contentEnvVars[name]]?.trim() || undefined
  const projectId = value('projectId')
  const datasetDir = env[datasetDirVar]?.trim() || undefined

  if (projectId === undefined) {
    const stray = (Object.keys(contentEnvVars) as (keyof typeof contentEnvVars)[]).filter(
      (name) => value(name) !== undefined,
    )
    if (stray.length > 0) {
      const names = stray.map((name) => contentEnvVars[name]).join(', ')
      throw new ContentConfigError(
        `${names} ${stray.length > 1 ? 'are' : 'is'} set but ${contentEnvVars.projectId} is not. ` +
          `Set ${contentEnvVars.projectId} to read content from Sanity, or unset ${names} ` +
          'to use the bundled content.',
      )
    }
    return { kind: 'embedded', ...optional('datasetDir', mapDefined(datasetDir, validDatasetDir)) }
  }
  if (datasetDir !== undefined) {
    throw new ContentConfigError(
      `${datasetDirVar} is set, but ${contentEnvVars.projectId} is too, and content then comes ` +
        `from Sanity. Unset ${datasetDirVar}, or unset ${contentEnvVars.projectId} to use the ` +
        'dataset folder.',
    )
  }

  return {
    kind: 'sanity',
    projectId: validProjectId(projectId),
    dataset: validDataset(value('dataset') ?? defaultDataset),
    apiVersion: validApiVersion(value('apiVersion') ?? defaultApiVersion),
    ...optional('apiHost', mapDefined(value('apiHost'), validApiHost)),
    ...optional('token', value('token')),
    useCdn: validBoolean(value('useCdn') ?? 'false'),
  }
}

function optional<K extends string, V>(key: K, v: V | undefined): { [P in K]?: V } {
  return (v === undefined ? {} : { [key]: v }) as { [P in K]?: V }
}

function mapDefined<T, U>(v: T | undefined, f: (v: T) => U): U | undefined {
  return v === undefined ? undefined : f(v)
}

function validProjectId(projectId: string): string {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(projectId)) {
    throw new ContentConfigError(
      `${contentEnvVars.projectId} is "${projectId}", which is not a Sanity project id. ` +
        'Copy the id from sanity.io/manage (lowercase letters, digits and dashes, e.g. "a1b2c3d4"), ' +
        'or unset it to use the bundled content.',
    )
  }
  return projectId
}

function validDataset(dataset: string): string {
  if (!/^~?[a-z0-9][-\w]{0,63}$/.test(dataset)) {
    throw new ContentConfigError(
      `${contentEnvVars.dataset} is "${dataset}", which is not a dataset name. Use the dataset's ` +
        `name as shown in sanity.io/manage (lowercase letters, digits, "_" and "-", at most 64 ` +
        `characters), or unset it for "${defaultDataset}".`,
    )
  }
  return dataset
}

function validApiVersion(apiVersion: string): string {
  const date = apiVersion.replace(/^v/, '')
  const parsed = new Date(`${date}T00:00:00Z`)
  const isDate =
    /^\d{4}-\d{2}-\d{2}$/.test(date) &&
    !Number.isNaN(parsed.getTime()) &&
    parsed.toISOString().startsWith(date)
  if (!isDate) {
    throw new ContentConfigError(
      `${contentEnvVars.apiVersion} is "${apiVersion}", which is not an API version. Use a date ` +
        `like "${defaultApiVersion}" or "v${defaultApiVersion}", or unset it for ` +
        `"${defaultApiVersion}".`,
    )
  }
  return date
}

/**
 * An http(s) URL without query or fragment, as `origin + path` without a trailing slash; undefined
 * for anything else. Shared by the settings that name a host (API host, Studio URL).
 */
export function parseHttpUrl(value: string): string | undefined {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return undefined
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    return undefined
  }
  return url.href.replace(/\/+$/, '')
}

function validApiHost(apiHost: string): string {
  const url = parseHttpUrl(apiHost)
  if (url === undefined) {
    throw new ContentConfigError(
      `${contentEnvVars.apiHost} is "${apiHost}", which is not an http(s) URL. Use the API's ` +
        'origin, e.g. "https://api.sanity.io" or "http://127.0.0.1:3300" for a local Content Lake ' +
        'server, or unset it to use the Sanity API.',
    )
  }
  return url
}

// Absolute because `next build`, the standalone server and the tests each run in another folder.
function validDatasetDir(dir: string): string {
  if (!/^(?:\/|[A-Za-z]:[\\/])/.test(dir)) {
    throw new ContentConfigError(
      `${datasetDirVar} is "${dir}", which is not an absolute path. Give the absolute path of a ` +
        'dataset folder (with data.ndjson and images/), or unset it to use the bundled content.',
    )
  }
  return dir
}

function validBoolean(flag: string): boolean {
  if (flag === 'true' || flag === 'false') return flag === 'true'
  throw new ContentConfigError(
    `${contentEnvVars.useCdn} is "${flag}": use "true" to read published content from Sanity's ` +
      'API CDN or "false" (the default) to read it from the API.',
  )
}
