import { careersPath, openingPath } from '@repo/content/paths'
import { isOpen } from '@repo/sections/openings/opening'
import { openingPageQuery } from '@repo/sections/queries'
import { cache } from 'react'
import { fetchContent } from './fetch'
import { getSiteRoutes } from './routes'

/**
 * An opening, the careers page's labels for it and the button targets, once per render; null
 * when the opening is missing, incomplete or closed (its route is then the 404).
 */
export const getOpening = cache(async (slug: string) => {
  const content = await fetchContent(openingPageQuery, { slug, careersPath })
  const { opening } = content
  return opening && isOpen(opening) ? { ...content, opening } : null
})

/** The open openings' params (app/(company)/karriere/[opening]); a closed one has no page. */
export async function openingParams(): Promise<{ opening: string }[]> {
  const prefix = `/${openingPath('')}`
  return (await getSiteRoutes())
    .filter((route) => route.kind === 'opening')
    .map((route) => ({ opening: route.path.slice(prefix.length) }))
}
