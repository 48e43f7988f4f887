import type { Metadata } from 'next'
import { notFoundPageParams, viewOfNotFoundPage } from '@/content/routes'
import { getSiteSettings } from '@/content/settings'
import { notFoundMetadata } from '@/shell/metadata'
import { NotFoundView } from '@/shell/NotFoundView'

export const dynamicParams = false

export const generateStaticParams = notFoundPageParams

export async function generateMetadata(): Promise<Metadata> {
  return { ...notFoundMetadata(await getSiteSettings()), robots: { index: false } }
}

interface Props {
  params: Promise<{ view?: string[] }>
}

/**
 * Each view's 404 page (`/nicht-gefunden`, `/nicht-gefunden/talente`), prerendered once: the proxy
 * shows it for every path no page has, with status 404, so an unknown path costs what a cached
 * page costs and leaves nothing in the cache. A page of its own, not notFound(): Next answers that
 * with an empty document that only the client fills in (vercel/next.js#62228), painted after every
 * script; and not the pages' catch-all, whose section islands it would load.
 */
export default async function NotFoundRoute({ params }: Props) {
  const view = viewOfNotFoundPage((await params).view)
  return <NotFoundView settings={await getSiteSettings()} view={view} />
}
