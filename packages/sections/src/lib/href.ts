import { stegaClean } from 'next-sanity'

/** A link target a visitor can safely follow, and whether it leaves the site (opens a new tab). */
export interface SafeLink {
  href: string
  external: boolean
}

// `//host` and `/\host` are protocol-relative in browsers, so an internal path must not start so.
const INTERNAL_PATH = /^\/(?![/\\])[^\s\\]*$/
const WEB_URL = /^https?:\/\/[^\s/?#\\]+[^\s\\]*$/i
const MAILTO = /^mailto:[^\s@]+@[^\s@]+$/i
// Digits with the separators people write (`+49 89 123 456-0`), nothing a browser could run.
const TEL = /^tel:\+?[\d\s()./-]*\d[\d\s()./-]*$/i

/**
 * Accepts internal paths, http(s) URLs, mailto addresses and phone numbers; anything else from content
 * (`javascript:`, `//host`, empty, a wrong type) yields null so no dead or dangerous link renders.
 */
export function safeLink(href: unknown): SafeLink | null {
  if (typeof href !== 'string') return null
  // In a draft preview a string may carry invisible edit markers (stega); a URL must not.
  const value = stegaClean(href).trim()
  if (INTERNAL_PATH.test(value) || MAILTO.test(value) || TEL.test(value))
    return { href: value, external: false }
  if (WEB_URL.test(value)) return { href: value, external: true }
  return null
}

/** Attributes that open a link in a new tab without giving the new page access to this one. */
export const newTabProps = { target: '_blank', rel: 'noopener noreferrer' } as const
