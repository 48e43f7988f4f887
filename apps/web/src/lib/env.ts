import {
  parseHttpUrl,
  readContentConfig,
  type ContentConfig,
  type ContentEnv,
} from '@repo/content/config'
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

/** Validates the site's environment; throws an error naming the variable and the fix. */
export function readEnv(vars: EnvVars): Env {
  const secret = previewSecret(vars)
  const studio = studioUrl(vars)
  const content = readContentConfig(vars)
  return {
    content,
    revalidateSeconds: revalidateSeconds(vars),
    siteUrl: siteUrl(vars, content),
    revalidateSecret: revalidateSecret(vars),
    ...(secret === undefined ? {} : { previewSecret: secret }),
    ...(studio === undefined ? {} : { studioUrl: studio }),
  }
}

/**
 * A set secret, trimmed (both consumers compare trimmed values); undefined when unset or blank.
 * Shorter secrets can be guessed: offline from one captured webhook (HMAC-SHA256), or by trying
 * the preview route. The message never contains the value: build logs are often public.
 */
function readSecret(value: string | undefined, unusable: (length: number) => string) {
  const secret = value?.trim()
  if (!secret) return undefined
  if (secret.length < minSecretLength || /\s/.test(secret)) throw new Error(unusable(secret.length))
  return secret
}

export const minSecretLength = 16

const revalidateSecret = ({ SANITY_REVALIDATE_SECRET: value }: EnvVars) =>
  readSecret(
    value,
    () =>
      `SANITY_REVALIDATE_SECRET is set but is not a usable webhook secret: use at least ` +
      `${minSecretLength} characters without spaces (e.g. \`openssl rand -hex 32\`), the same ` +
      `secret as in the Sanity webhook's settings, or unset it to turn the publish webhook ` +
      `(/api/revalidate) off.`,
  )

const previewSecret = ({ SANITY_PREVIEW_SECRET: value }: EnvVars) =>
  readSecret(
    value,
    (length) =>
      `SANITY_PREVIEW_SECRET is not a usable secret (${length} characters): use a random string ` +
      `of at least ${minSecretLength} characters without spaces, e.g. the output of ` +
      '`openssl rand -hex 32`, or unset it to turn preview off.',
  )

function studioUrl({ NEXT_PUBLIC_SANITY_STUDIO_URL: value }: EnvVars): string | undefined {
  if (value === undefined || value.trim() === '') return undefined
  const url = parseHttpUrl(value)
  if (url === undefined) {
    throw new Error(
      `NEXT_PUBLIC_SANITY_STUDIO_URL is "${value}", which is not an http(s) URL. Use the Studio's ` +
        'address, e.g. "https://salesswipe.sanity.studio" or "http://localhost:3333", or unset it ' +
        'when no Studio previews the site.',
    )
  }
  return url
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Names reserved for documentation and tests (RFC 2606): a placeholder, never a site. */
const placeholderHost = /(?:^|\.)(?:example|invalid|test|example\.com|example\.net|example\.org)$/

/**
 * The public origin: https unless it is a loopback address, and no placeholder name, with either
 * source of content, so canonical, Open Graph and sitemap URLs never point at
 * `http://localhost:3000` or `www.salesswipe.example`. Required with a Sanity project; on the
 * bundled content it defaults to http://localhost:3000.
 */
function siteUrl({ NEXT_PUBLIC_SITE_URL: value }: EnvVars, content: ContentConfig): string {
  const fix =
    'Set it to the origin visitors use, e.g. "https://www.salesswipe.de" (https; http only for ' +
    'localhost or 127.0.0.1), without a path.'
  if (value === undefined || value.trim() === '') {
    if (content.kind === 'embedded') return defaultSiteUrl
    throw new Error(
      'NEXT_PUBLIC_SITE_URL is not set, but canonical URLs, Open Graph and the sitemap need the ' +
        "site's public address when content comes from Sanity (NEXT_PUBLIC_SANITY_PROJECT_ID " +
        `is set). ${fix}`,
    )
  }
  const url = originOf(value)
  const secure = url?.protocol === 'https:' || loopbackHosts.has(url?.hostname ?? '')
  if (url === undefined || !secure || placeholderHost.test(url.hostname)) {
    throw new Error(`NEXT_PUBLIC_SITE_URL is "${value}", which is not the site's origin. ${fix}`)
  }
  return url.origin
}

/** An http(s) URL that is an origin and nothing else (no path, query, fragment or credentials). */
function originOf(value: string): URL | undefined {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return undefined
  }
  const isHttp = url.protocol === 'https:' || url.protocol === 'http:'
  return isHttp && url.href === `${url.origin}/` ? url : undefined
}

function revalidateSeconds({ REVALIDATE_SECONDS: value }: EnvVars): number {
  if (value === undefined || value.trim() === '') return defaultRevalidateSeconds
  const seconds = Number(value)
  if (!Number.isInteger(seconds) || seconds < 1) {
    throw new Error(
      `REVALIDATE_SECONDS is "${value}": use a whole number of seconds of at least 1 (how long ` +
        `a page may be served before it is refreshed), or unset it for ${defaultRevalidateSeconds}.`,
    )
  }
  return seconds
}

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
