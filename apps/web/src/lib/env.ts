import { readContentConfig, type ContentConfig, type ContentEnv } from '@repo/content/config'

export interface Env {
  content: ContentConfig
  /** Seconds a prerendered page and its content stay fresh before a background refresh. */
  revalidateSeconds: number
}

export type EnvVars = ContentEnv & { REVALIDATE_SECONDS?: string }

export const defaultRevalidateSeconds = 3600

/** Validates the site's environment; throws an error naming the variable and the fix. */
export function readEnv(vars: EnvVars): Env {
  return { content: readContentConfig(vars), revalidateSeconds: revalidateSeconds(vars) }
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
})
