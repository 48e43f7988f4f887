import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { notFoundMetadata } from '@/shell/metadata'
import { getSiteSettings } from '@/shell/settings'

/**
 * The 404's title. The not-found file's own metadata names it in the HTML only: once hydrated, the
 * router shows the metadata of the page that called notFound(), so this page names it too.
 */
export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata(await getSiteSettings())
}

/**
 * The 404 of this view, prerendered once: src/proxy.ts rewrites every path no page has to it, so
 * an unknown path costs what a cached page costs and leaves nothing behind in the cache.
 */
export default function NotFoundPage() {
  notFound()
}
