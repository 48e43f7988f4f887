import { pageQuery } from '@repo/sections/queries'
import { cache } from 'react'
import { fetchContent } from './fetch'
import { getSiteRoutes, legalPaths } from './routes'

/** A page and the settings its buttons link to, by slug (`unternehmen/preise`), once per render. */
export const getPage = cache((slug: string) => fetchContent(pageQuery, { slug }))

/** The path of a catch-all's `slug` param. */
export const pathOfSlug = (slug: readonly string[]) => `/${slug.join('/')}`

/**
 * The catch-all's params (app/[...slug]): every page of both views and the five legal texts. One
 * route for both: a legal text's own `[legal]` segment would outrank the catch-all for every
 * one-segment path it did not prerender (a page in preview or published after the build).
 */
export async function pageParams(): Promise<{ slug: string[] }[]> {
  const pages = (await getSiteRoutes()).filter((route) => route.kind === 'page')
  return [...pages.map((route) => route.path), ...legalPaths].map((path) => ({
    slug: path.slice(1).split('/'),
  }))
}
