import type { CustomValidator } from 'sanity'

/**
 * Internal site path such as `/unternehmen/preise`. Not a protocol-relative `//host`, nor `/\host`,
 * which browsers read the same way; so no backslashes at all.
 */
const INTERNAL_PATH = /^\/(?![/\\])[^\s\\]*$/
const ABSOLUTE_URL = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+\S*$/i
const MAILTO = /^mailto:[^\s@]+@[^\s@]+\.[^\s@]+(\?\S*)?$/i

export type HrefKind = 'internal' | 'absolute'

/**
 * Accepts only targets a visitor can safely follow: http(s) URLs, `mailto:` addresses and,
 * where allowed, internal paths. Anything else (`javascript:`, `//host`, bare words) is refused.
 */
export function isSafeHref(value: string, kinds: readonly HrefKind[]): boolean {
  if (kinds.includes('internal') && INTERNAL_PATH.test(value)) return true
  return ABSOLUTE_URL.test(value) || MAILTO.test(value)
}

export function hrefValidator(
  kinds: readonly HrefKind[] = ['internal', 'absolute'],
): CustomValidator<string | undefined> {
  return (value) => {
    if (value === undefined || value === '') return true
    if (isSafeHref(value, kinds)) return true
    return kinds.includes('internal')
      ? 'Nur interne Pfade (/…), http(s)://… oder mailto:… sind erlaubt.'
      : 'Nur http(s)://… oder mailto:… sind erlaubt.'
  }
}
