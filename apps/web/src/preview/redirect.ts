const base = 'http://site.invalid'

/** `value` resolved the way a browser resolves a Location (dot segments, `%2e`), as a path. */
function normalise(value: string): string | null {
  try {
    const url = new URL(value, base)
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : null
  } catch {
    return null
  }
}

/** Starts with `//` or `/\`: a browser reads that as another host. */
const leavesSite = (path: string) => /^\/[/\\]/.test(path)

/**
 * A path on this site to send a visitor to, or null for anything that could lead elsewhere:
 * absolute URLs, `javascript:`, protocol-relative `//host` and `/\host` (browsers read a
 * backslash as a slash), whitespace and control characters that browsers strip. The checks apply
 * to the normalised path, which is what is returned: `/..//evil.example` and
 * `/%2e%2e//evil.example` normalise to `//evil.example` and are refused. So is a path that a
 * server decoding it once would read as another host (`/%2F%2Fevil.example`).
 */
export function sameOriginPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null
  if (/[\s\\\u0000-\u001f\u007f]/.test(value)) return null
  const path = normalise(value)
  if (path === null || leavesSite(path) || normalise(path) !== path) return null

  let decoded: string
  try {
    decoded = decodeURIComponent(new URL(path, base).pathname)
  } catch {
    return null
  }
  if (/[\\\u0000-\u001f\u007f]/.test(decoded)) return null
  const decodedPath = normalise(decoded)
  if (decodedPath === null || leavesSite(decodedPath)) return null
  return path
}

/** The path of a page (e.g. the Referer) on one of the site's `hosts` (host names), or null. */
export function pathOnHosts(url: string | null, hosts: readonly string[]): string | null {
  if (!url) return null
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  const onSite =
    (parsed.protocol === 'https:' || parsed.protocol === 'http:') && hosts.includes(parsed.hostname)
  return onSite ? sameOriginPath(`${parsed.pathname}${parsed.search}`) : null
}
