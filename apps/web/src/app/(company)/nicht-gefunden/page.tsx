import { notFound } from 'next/navigation'

/**
 * The 404 of this view, prerendered once: src/proxy.ts rewrites every path no page has to it, so
 * an unknown path costs what a cached page costs and leaves nothing behind in the cache.
 */
export default function NotFoundPage() {
  notFound()
}
