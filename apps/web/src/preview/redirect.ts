const base = 'http://site.invalid'

/**
 * A path on this site to send a visitor to, or null for anything that could lead elsewhere:
 * absolute URLs, `javascript:`, protocol-relative `//host` and `/\host` (browsers read a
 * backslash as a slash), whitespace and control characters that browsers strip.
 */
export function sameOriginPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null
  if (/^\/[/\\]/.test(value) || /[\s\\\u0000-\u001f\u007f]/.test(value)) return null
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    return null
  }
  if (url.origin !== base) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** The path of a same-origin page (e.g. the Referer), or null. */
export function pathOfSameOrigin(url: string | null, origin: string): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url)
    return parsed.origin === origin ? sameOriginPath(`${parsed.pathname}${parsed.search}`) : null
  } catch {
    return null
  }
}
