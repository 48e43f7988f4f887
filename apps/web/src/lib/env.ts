import { readContentConfig, type ContentConfig, type ContentEnv } from '@repo/content/config'

export interface Env {
  content: ContentConfig
  /** Seconds a prerendered page and its content stay fresh before a background refresh. */
  revalidateSeconds: number
  /** Secret of the Sanity publish webhook (`POST /api/revalidate`); unset: the route refuses. */
  revalidateSecret?: string
}

export type EnvVars = ContentEnv & {
  REVALIDATE_SECONDS?: string
  SANITY_REVALIDATE_SECRET?: string
}

export const defaultRevalidateSeconds = 3600

/** Validates the site's environment; throws an error naming the variable and the fix. */
export function readEnv(vars: EnvVars): Env {
  return {
    content: readContentConfig(vars),
    revalidateSeconds: revalidateSeconds(vars),
    revalidateSecret: revalidateSecret(vars),
  }
}

/** Shorter secrets can be guessed offline from one captured webhook (HMAC-SHA256). */
export const minRevalidateSecretLength = 16

function revalidateSecret({ SANITY_REVALIDATE_SECRET: value }: EnvVars): string | undefined {
  // parseBody trims the secret before verifying, so surrounding whitespace never counts.
  const secret = value?.trim()
  if (!secret) return undefined
  if (secret.length < minRevalidateSecretLength || /\s/.test(secret)) {
    throw new Error(
      `SANITY_REVALIDATE_SECRET is set but is not a usable webhook secret: use at least ` +
        `${minRevalidateSecretLength} characters without spaces (e.g. \`openssl rand -hex 32\`), the ` +
        `same secret as in the Sanity webhook's settings, or unset it to turn the publish ` +
        `webhook (/api/revalidate) off.`,
    )
  }
  return secret
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
  NEXT_PUBLIC_SANITY_PROJECT_ID: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID,
  NEXT_PUBLIC_SANITY_DATASET: process.env.NEXT_PUBLIC_SANITY_DATASET,
  NEXT_PUBLIC_SANITY_API_VERSION: process.env.NEXT_PUBLIC_SANITY_API_VERSION,
  NEXT_PUBLIC_SANITY_API_HOST: process.env.NEXT_PUBLIC_SANITY_API_HOST,
  NEXT_PUBLIC_SANITY_USE_CDN: process.env.NEXT_PUBLIC_SANITY_USE_CDN,
  SANITY_API_READ_TOKEN: process.env.SANITY_API_READ_TOKEN,
  REVALIDATE_SECONDS: process.env.REVALIDATE_SECONDS,
  SANITY_REVALIDATE_SECRET: process.env.SANITY_REVALIDATE_SECRET,
})
