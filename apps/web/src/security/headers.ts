/*
 * Security headers for every response (pages, 404, redirects, API routes, /og images), applied by
 * `headers()` in next.config.ts. No imports: next.config.ts loads this file at build time.
 */

export interface SecurityHeaderOptions {
  /** `next dev` evaluates code for React's debugging features; production never needs eval. */
  dev: boolean
  /** NEXT_PUBLIC_SANITY_STUDIO_URL: the Studio whose Presentation tool frames the site. */
  studioUrl?: string
  /** NEXT_PUBLIC_SANITY_PROJECT_ID: draft reads and visual editing talk to its API. */
  projectId?: string
  /** NEXT_PUBLIC_SANITY_API_HOST: another Content Lake host, which also serves the images. */
  apiHost?: string
}

export interface Header {
  key: string
  value: string
}

/** Sanity's CDN: content images and files (product clips) are loaded from it directly. */
const sanityImageCdn = 'https://cdn.sanity.io'

/** The origin of an http(s) URL; undefined for anything else (env.ts rejects those at build). */
function originOf(url: string | undefined): string | undefined {
  if (!url?.trim()) return undefined
  try {
    const { origin, protocol } = new URL(url.trim())
    return protocol === 'https:' || protocol === 'http:' ? origin : undefined
  } catch {
    return undefined
  }
}

const validProjectId = (projectId: string | undefined) =>
  projectId && /^[a-z0-9][a-z0-9-]*$/.test(projectId) ? projectId : undefined

export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const studio = originOf(options.studioUrl)
  const apiHost = originOf(options.apiHost)
  const projectId = validProjectId(options.projectId)
  const projectApis = projectId
    ? [
        `https://${projectId}.api.sanity.io`,
        `https://${projectId}.apicdn.sanity.io`,
        `wss://${projectId}.api.sanity.io`,
      ]
    : []

  const directives: Record<string, (string | undefined | false)[]> = {
    'default-src': ["'self'"],
    // Pages are prerendered once and served to everyone (ISR), so there is no per-request nonce
    // to put on Next's inline bootstrap scripts (`self.__next_f.push(...)`, which carry the RSC
    // payload). 'unsafe-inline' admits them; with no eval, no foreign script origins and the
    // restrictions below it stays a meaningful policy. Hashes would not do: the inline scripts
    // change with every page and every content change.
    'script-src': ["'self'", "'unsafe-inline'", options.dev && "'unsafe-eval'"],
    // The design system's styled-components (Prose, Cluster) render <style> elements
    // into the HTML; the font and a few bar charts set inline CSS variables.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', sanityImageCdn, apiHost],
    // Product clips (section product media) come from the same CDN as images, as files.
    'media-src': ["'self'", sanityImageCdn, apiHost],
    'font-src': ["'self'", 'data:'],
    // Draft reads in the browser are none; visual editing (draft mode only) may query and listen
    // to the project's API. `next dev` reloads over a WebSocket to its own origin.
    'connect-src': ["'self'", ...projectApis, apiHost, options.dev && 'ws:'],
    // Only the site itself and the Studio (Presentation tool) may put the site in a frame.
    'frame-ancestors': ["'self'", studio],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  }

  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources.filter(Boolean))].join(' '))
    .join('; ')
}

export function securityHeaders(options: SecurityHeaderOptions): Header[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    // Browsers ignore it over plain http (local runs); on the public https origin it pins https.
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // The site uses none of these features; an embedded third party cannot either.
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    },
  ]
}
