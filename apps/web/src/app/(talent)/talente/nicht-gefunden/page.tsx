import type { Metadata } from 'next'
import { notFoundMetadata } from '@/shell/metadata'
import { NotFoundView } from '@/shell/NotFoundView'
import { getSiteSettings } from '@/shell/settings'

export async function generateMetadata(): Promise<Metadata> {
  return { ...notFoundMetadata(await getSiteSettings()), robots: { index: false } }
}

/**
 * The 404 of this view, prerendered once: src/proxy.ts rewrites every path no page has to it with
 * status 404, so an unknown path costs what a cached page costs and leaves nothing behind in the
 * cache. Drawn as a page, not by calling notFound(): Next answers that with an empty document
 * that only the client fills in (vercel/next.js#62228), first painted after every script loaded.
 */
export default async function TalentNotFoundPage() {
  return <NotFoundView settings={await getSiteSettings()} view="talent" />
}
