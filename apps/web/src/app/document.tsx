import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { getSiteSettings } from '@/content/settings'
import type { View } from '@/lib/view'
import { notFoundMetadata } from '@/shell/metadata'
import { NotFoundView } from '@/shell/NotFoundView'
import { Shell } from '@/shell/Shell'

// What the layouts that draw the shell ([...slug] for the pages of both views and the legal texts,
// (company) for the careers openings, nicht-gefunden for the 404 pages) and their not-found files
// share.

/** The shell of a view around a route, drawn from the site settings (read once per render). */
export async function ViewShell({
  view,
  home,
  children,
}: {
  view: View
  home?: boolean
  children: ReactNode
}) {
  return (
    <Shell view={view} settings={await getSiteSettings()} home={home}>
      {children}
    </Shell>
  )
}

/** The 404's title (not-found files). */
export async function notFoundPageMetadata(): Promise<Metadata> {
  return notFoundMetadata(await getSiteSettings())
}

/**
 * The 404 of a route that calls notFound() (a page, legal text or opening gone since the proxy
 * last read the published paths), inside its layout's shell. A not-found file knows no path, so
 * its button leads to the company view's landing page.
 */
export async function NotFoundPage() {
  return <NotFoundView settings={await getSiteSettings()} view="company" />
}
