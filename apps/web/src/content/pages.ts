import { pageQuery } from '@repo/sections/queries'
import { cache } from 'react'
import { fetchContent } from './fetch'
import { getSiteRoutes } from './routes'

/** A page and the settings its buttons link to, by slug (`unternehmen/preise`), once per render. */
export const getPage = cache((slug: string) => fetchContent(pageQuery, { slug }))

/** The path of a catch-all's `slug` param. */
export const pathOfSlug = (slug: readonly string[]) => `/${slug.join('/')}`

/** The pages' catch-all params (app/[...slug]): every page of both views. */
export async function pageParams(): Promise<{ slug: string[] }[]> {
  return (await getSiteRoutes())
    .filter((route) => route.kind === 'page')
    .map((route) => ({ slug: route.path.slice(1).split('/') }))
}
