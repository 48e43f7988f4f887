import type { Metadata } from 'next'
import { nativeRowScript } from '@repo/sections/shared/carousel/nativeRow'
import { xssCanary } from './mutate'

/** Inline scripts the site's own code writes: fixed text, nothing from content in them. */
const siteScripts = new Set([nativeRowScript])

/**
 * A URL a page may point to: a path on this site, an anchor, http(s), mailto or tel. Everything
 * else from content (`javascript:`, `data:`, `vbscript:`, `//host`) must not reach the markup.
 */
export function isSafeUrl(url: string): boolean {
  return /^(\/(?![/\\])|#|https?:\/\/|mailto:|tel:)/i.test(url)
}

/** The URL attributes a browser follows or loads, as CSS selectors with their attribute. */
export const urlAttributes = [
  ['a[href]', 'href'],
  ['area[href]', 'href'],
  ['[src]', 'src'],
  ['form[action]', 'action'],
  ['[formaction]', 'formaction'],
  ['object[data]', 'data'],
] as const

/**
 * What in rendered markup could run content as script, send a visitor to a bad target, or show
 * a placeholder for content the site does not know.
 */
export function unsafeMarkup(root: ParentNode): string[] {
  const problems: string[] = []
  for (const [selector, attribute] of urlAttributes) {
    for (const element of root.querySelectorAll(selector)) {
      const url = element.getAttribute(attribute) ?? ''
      if (!isSafeUrl(url)) problems.push(`${selector} ${JSON.stringify(url.slice(0, 80))}`)
    }
  }
  for (const script of root.querySelectorAll('script')) {
    if (siteScripts.has(script.textContent ?? '')) continue
    if (script.type !== 'application/ld+json') {
      problems.push(`script ${JSON.stringify(script.outerHTML.slice(0, 80))}`)
    } else if (/<\/script/i.test(script.innerHTML)) {
      problems.push('JSON-LD that closes its script element')
    } else {
      try {
        JSON.parse(script.textContent ?? '')
      } catch {
        problems.push(`JSON-LD that is not JSON: ${script.textContent?.slice(0, 80)}`)
      }
    }
  }
  for (const element of root.querySelectorAll('iframe, embed, object, base, meta[http-equiv]')) {
    problems.push(`element ${element.tagName.toLowerCase()}`)
  }
  for (const element of root.querySelectorAll('*')) {
    for (const name of element.getAttributeNames()) {
      if (/^on/i.test(name)) problems.push(`${element.tagName.toLowerCase()}[${name}]`)
    }
  }
  // @portabletext/react's stand-ins for types without a component: editors' internals, not copy.
  if (
    /unknown__pt__|Unknown (block|mark) type/.test(root instanceof Element ? root.innerHTML : '')
  ) {
    problems.push('portable text placeholder for an unknown type')
  }
  if ((globalThis as Record<string, unknown>)[xssCanary] !== undefined) {
    problems.push(`window.${xssCanary} was set`)
  }
  return problems
}

export function expectSafeMarkup(root: ParentNode) {
  expect(unsafeMarkup(root)).toEqual([])
}

/** Title and description are text, and every URL in the metadata is safe. */
export function expectSafeMetadata(metadata: Metadata | undefined) {
  if (!metadata) return
  const texts = [metadata.title, metadata.description, metadata.openGraph?.title]
  for (const value of texts) {
    if (value !== undefined && value !== null) expect(typeof value).toBe('string')
  }
  const urls: string[] = []
  JSON.stringify(metadata, (key, value: unknown) => {
    if ((key === 'url' || key === 'canonical') && typeof value === 'string') urls.push(value)
    if (key === 'url' && typeof value !== 'string') urls.push(String(value))
    return value
  })
  for (const url of urls) expect(isSafeUrl(url)).toBe(true)
}
