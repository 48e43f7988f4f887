// Which content source the site reads, from environment variables, and the rules for the Sanity
// settings the Studio's environment shares. No Node APIs: the web app's env module is imported by
// components too.
import { z } from 'zod'

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

/** `<name> is "<value>", which is not <what>. <fix>`: every refusal names the variable and the fix. */
const refusal =
  (name: string, what: string, fix: string) =>
  (issue: { input?: unknown }): string =>
    `${name} is "${String(issue.input)}", which is not ${what}. ${fix}`

/** A variable as set: trimmed, and unset when blank. */
export const setting = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value),
    schema.optional(),
  )

/** A Sanity project id; `unset` says what leaving it out does. */
export const projectIdRule = (name: string, unset: string) =>
  z.string().regex(/^[a-z0-9][a-z0-9-]*$/, {
    error: refusal(
      name,
      'a Sanity project id',
      'Copy the id from sanity.io/manage (lowercase letters, digits and dashes, e.g. ' +
        `"a1b2c3d4"), or ${unset}.`,
    ),
  })

export const datasetRule = (name: string) =>
  z.string().regex(/^~?[a-z0-9][-\w]{0,63}$/, {
    error: refusal(
      name,
      'a dataset name',
      'Use the dataset\'s name as shown in sanity.io/manage (lowercase letters, digits, "_" and ' +
        `"-", at most 64 characters), or unset it for "${defaultDataset}".`,
    ),
  })

/** An http(s) URL without query or fragment, as `origin + path` without a trailing slash. */
export const httpUrlRule = (name: string, fix: string) => {
  const error = refusal(name, 'an http(s) URL', fix)
  return z
    .url({ protocol: /^https?$/, normalize: true, error })
    .refine((value) => !/[?#]/.test(value), { error })
    .transform((value) => value.replace(/\/+$/, ''))
}

const isoDate = z.iso.date()
const apiVersionRule = z
  .string()
  .refine((value) => isoDate.safeParse(value.replace(/^v/, '')).success, {
    error: refusal(
      contentEnvVars.apiVersion,
      'an API version',
      `Use a date like "${defaultApiVersion}" or "v${defaultApiVersion}", or unset it for ` +
        `"${defaultApiVersion}".`,
    ),
  })
  .transform((value) => value.replace(/^v/, ''))

const useCdnRule = z
  .enum(['true', 'false'], {
    error: (issue) =>
      `${contentEnvVars.useCdn} is "${String(issue.input)}": use "true" to read published ` +
      'content from Sanity\'s API CDN or "false" (the default) to read it from the API.',
  })
  .transform((flag) => flag === 'true')

// Absolute because `next build`, the standalone server and the tests each run in another folder.
const datasetDirRule = z.string().regex(/^(?:\/|[A-Za-z]:[\\/])/, {
  error: refusal(
    datasetDirVar,
    'an absolute path',
    'Give the absolute path of a dataset folder (with data.ndjson and images/), or unset it to ' +
      'use the bundled content.',
  ),
})

const contentEnvSchema = z
  .object({
    [contentEnvVars.projectId]: setting(
      projectIdRule(contentEnvVars.projectId, 'unset it to use the bundled content'),
    ),
    [contentEnvVars.dataset]: setting(datasetRule(contentEnvVars.dataset)),
    [contentEnvVars.apiVersion]: setting(apiVersionRule),
    [contentEnvVars.apiHost]: setting(
      httpUrlRule(
        contentEnvVars.apiHost,
        'Use the API\'s origin, e.g. "https://api.sanity.io" or "http://127.0.0.1:3300" for a ' +
          'local Content Lake server, or unset it to use the Sanity API.',
      ),
    ),
    [contentEnvVars.useCdn]: setting(useCdnRule),
    [contentEnvVars.token]: setting(z.string()),
    [datasetDirVar]: setting(datasetDirRule),
  })
  .transform((vars, context): ContentConfig => {
    const refuse = (message: string) => {
      context.issues.push({ code: 'custom', message, input: vars })
      return z.NEVER
    }
    const projectId = vars[contentEnvVars.projectId]
    const datasetDir = vars[datasetDirVar]
    if (projectId === undefined) {
      const stray = Object.values(contentEnvVars).filter((name) => vars[name] !== undefined)
      if (stray.length > 0) {
        const names = stray.join(', ')
        return refuse(
          `${names} ${stray.length > 1 ? 'are' : 'is'} set but ${contentEnvVars.projectId} is ` +
            `not. Set ${contentEnvVars.projectId} to read content from Sanity, or unset ${names} ` +
            'to use the bundled content.',
        )
      }
      return { kind: 'embedded', ...(datasetDir === undefined ? {} : { datasetDir }) }
    }
    if (datasetDir !== undefined) {
      return refuse(
        `${datasetDirVar} is set, but ${contentEnvVars.projectId} is too, and content then comes ` +
          `from Sanity. Unset ${datasetDirVar}, or unset ${contentEnvVars.projectId} to use the ` +
          'dataset folder.',
      )
    }
    const apiHost = vars[contentEnvVars.apiHost]
    const token = vars[contentEnvVars.token]
    return {
      kind: 'sanity',
      projectId,
      dataset: vars[contentEnvVars.dataset] ?? defaultDataset,
      apiVersion: vars[contentEnvVars.apiVersion] ?? defaultApiVersion,
      ...(apiHost === undefined ? {} : { apiHost }),
      ...(token === undefined ? {} : { token }),
      useCdn: vars[contentEnvVars.useCdn] ?? false,
    }
  })

/** Parses `vars` with `schema`; throws `Failure` with every refusal's message, one per line. */
export function parseEnv<S extends z.ZodType>(
  schema: S,
  vars: unknown,
  Failure: new (message: string) => Error = Error,
): z.output<S> {
  const result = schema.safeParse(vars)
  if (!result.success) throw new Failure(result.error.issues.map((i) => i.message).join('\n'))
  return result.data
}

/**
 * Reads the content configuration: the bundled dataset when no Sanity project id is set, else a
 * validated Sanity configuration. Throws a `ContentConfigError` naming the variable and the fix,
 * so a misconfigured site fails at build time instead of showing other content than intended.
 */
export const readContentConfig = (env: ContentEnv): ContentConfig =>
  parseEnv(contentEnvSchema, env, ContentConfigError)

/** An http(s) URL without query or fragment, as `origin + path` without a trailing slash. */
export function parseHttpUrl(value: string): string | undefined {
  const result = httpUrlRule('', '').safeParse(value.trim())
  return result.success ? result.data : undefined
}
