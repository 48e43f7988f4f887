import {
  httpUrlRule,
  parseEnv,
  readContentConfig,
  setting,
  type ContentConfig,
  type ContentEnv,
} from '@repo/content/config'
import { z } from 'zod'
import { defaultRevalidateSeconds } from './cacheControl'

export interface Env {
  content: ContentConfig
  /** Seconds a prerendered page and its content stay fresh before a background refresh. */
  revalidateSeconds: number
  /** Secret of the Sanity publish webhook (`POST /api/revalidate`); unset: the route refuses. */
  revalidateSecret?: string
  /** Embedded mode only: the secret `/api/draft-mode/enable` expects; unset turns preview off. */
  previewSecret?: string
  /** Origin and path of the Sanity Studio: may frame the site (Presentation) and gets stega links. */
  studioUrl?: string
  /** The public origin: canonical URLs, Open Graph, the sitemap and JSON-LD resolve against it. */
  siteUrl: string
}

export type EnvVars = ContentEnv & {
  NEXT_PUBLIC_SITE_URL?: string
  REVALIDATE_SECONDS?: string
  SANITY_REVALIDATE_SECRET?: string
  SANITY_PREVIEW_SECRET?: string
  NEXT_PUBLIC_SANITY_STUDIO_URL?: string
}

/** Local runs on bundled content only: with Sanity the public origin must be set. */
export const defaultSiteUrl = 'http://localhost:3000'

export const minSecretLength = 16

/**
 * A secret long enough not to be guessed: offline from one captured webhook (HMAC-SHA256), or by
 * trying the preview route. The message never contains the value: build logs are often public.
 */
const secretRule = (unusable: (length: number) => string) =>
  z.string().refine((secret) => secret.length >= minSecretLength && !/\s/.test(secret), {
    error: (issue) => unusable(String(issue.input).length),
  })

const revalidateSecretRule = secretRule(
  () =>
    `SANITY_REVALIDATE_SECRET is set but is not a usable webhook secret: use at least ` +
    `${minSecretLength} characters without spaces (e.g. \`openssl rand -hex 32\`), the same ` +
    `secret as in the Sanity webhook's settings, or unset it to turn the publish webhook ` +
    `(/api/revalidate) off.`,
)

const previewSecretRule = secretRule(
  (length) =>
    `SANITY_PREVIEW_SECRET is not a usable secret (${length} characters): use a random string ` +
    `of at least ${minSecretLength} characters without spaces, e.g. the output of ` +
    '`openssl rand -hex 32`, or unset it to turn preview off.',
)

const studioUrlRule = httpUrlRule(
  'NEXT_PUBLIC_SANITY_STUDIO_URL',
  'Use the Studio\'s address, e.g. "https://salesswipe.sanity.studio" or ' +
    '"http://localhost:3333", or unset it when no Studio previews the site.',
)

const revalidateSecondsRule = z
  .string()
  .refine((value) => Number.isInteger(Number(value)) && Number(value) >= 1, {
    error: (issue) =>
      `REVALIDATE_SECONDS is "${String(issue.input)}": use a whole number of seconds of at ` +
      'least 1 (how long a page may be served before it is refreshed), or unset it for ' +
      `${defaultRevalidateSeconds}.`,
  })
  .transform(Number)

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Names reserved for documentation and tests (RFC 2606): a placeholder, never a site. */
const placeholderHost = /(?:^|\.)(?:example|invalid|test|example\.com|example\.net|example\.org)$/

const siteUrlFix =
  'Set it to the origin visitors use, e.g. "https://www.salesswipe.de" (https; http only for ' +
  'localhost or 127.0.0.1), without a path.'

/**
 * The public origin: https unless it is a loopback address, and no placeholder name, so
 * canonical, Open Graph and sitemap URLs never point at `http://localhost:3000` or
 * `www.salesswipe.example`. Only an origin: no path, query, fragment or credentials.
 */
function originOf(value: string): string | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  if (url.href !== `${url.origin}/` || placeholderHost.test(url.hostname)) return undefined
  const secure =
    url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHosts.has(url.hostname))
  return secure ? url.origin : undefined
}

const siteUrlRule = z
  .string()
  .refine((value) => originOf(value) !== undefined, {
    error: (issue) =>
      `NEXT_PUBLIC_SITE_URL is "${String(issue.input)}", which is not the site's origin. ` +
      siteUrlFix,
  })
  .transform((value) => originOf(value) ?? value)

const webEnvSchema = (content: ContentConfig) =>
  z
    .object({
      NEXT_PUBLIC_SITE_URL: setting(siteUrlRule),
      REVALIDATE_SECONDS: setting(revalidateSecondsRule),
      SANITY_REVALIDATE_SECRET: setting(revalidateSecretRule),
      SANITY_PREVIEW_SECRET: setting(previewSecretRule),
      NEXT_PUBLIC_SANITY_STUDIO_URL: setting(studioUrlRule),
    })
    .transform((vars, context): Env => {
      // Required with a Sanity project; on the bundled content it defaults to localhost.
      if (vars.NEXT_PUBLIC_SITE_URL === undefined && content.kind === 'sanity') {
        context.issues.push({
          code: 'custom',
          input: vars,
          message:
            'NEXT_PUBLIC_SITE_URL is not set, but canonical URLs, Open Graph and the sitemap need ' +
            "the site's public address when content comes from Sanity " +
            `(NEXT_PUBLIC_SANITY_PROJECT_ID is set). ${siteUrlFix}`,
        })
        return z.NEVER
      }
      const { SANITY_REVALIDATE_SECRET: revalidateSecret, SANITY_PREVIEW_SECRET: previewSecret } =
        vars
      const studioUrl = vars.NEXT_PUBLIC_SANITY_STUDIO_URL
      return {
        content,
        revalidateSeconds: vars.REVALIDATE_SECONDS ?? defaultRevalidateSeconds,
        siteUrl: vars.NEXT_PUBLIC_SITE_URL ?? defaultSiteUrl,
        ...(revalidateSecret === undefined ? {} : { revalidateSecret }),
        ...(previewSecret === undefined ? {} : { previewSecret }),
        ...(studioUrl === undefined ? {} : { studioUrl }),
      }
    })

/** Validates the site's environment; throws an error naming the variable and the fix. */
export const readEnv = (vars: EnvVars): Env => parseEnv(webEnvSchema(readContentConfig(vars)), vars)

// Each variable is read by its literal name, so Next inlines the public ones in client code too.
export const env: Env = readEnv({
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_SANITY_PROJECT_ID: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID,
  NEXT_PUBLIC_SANITY_DATASET: process.env.NEXT_PUBLIC_SANITY_DATASET,
  NEXT_PUBLIC_SANITY_API_VERSION: process.env.NEXT_PUBLIC_SANITY_API_VERSION,
  NEXT_PUBLIC_SANITY_API_HOST: process.env.NEXT_PUBLIC_SANITY_API_HOST,
  NEXT_PUBLIC_SANITY_USE_CDN: process.env.NEXT_PUBLIC_SANITY_USE_CDN,
  SANITY_API_READ_TOKEN: process.env.SANITY_API_READ_TOKEN,
  REVALIDATE_SECONDS: process.env.REVALIDATE_SECONDS,
  SANITY_REVALIDATE_SECRET: process.env.SANITY_REVALIDATE_SECRET,
  SANITY_PREVIEW_SECRET: process.env.SANITY_PREVIEW_SECRET,
  NEXT_PUBLIC_SANITY_STUDIO_URL: process.env.NEXT_PUBLIC_SANITY_STUDIO_URL,
  CONTENT_DATASET_DIR: process.env.CONTENT_DATASET_DIR,
})
