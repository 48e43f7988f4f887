import type { Metadata } from 'next'
import './site.css'
import { defaultMetadata, notFoundMetadata } from '@/shell/metadata'
import { NotFoundView } from '@/shell/NotFoundView'
import { RouteEffects } from '@/shell/islands'
import { getSiteSettings } from '@/shell/settings'
import { Shell } from '@/shell/Shell'
import { fontSansVariable } from './fonts'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return { ...defaultMetadata(settings), ...notFoundMetadata(settings) }
}

/*
 * Unknown paths outside /talente (status 404, prerendered). A global not-found page stands outside
 * the layouts, so it brings the document and the company shell itself; a root `not-found` would be
 * serialised into every page's payload, shell included, in case a page calls notFound().
 */
export default async function GlobalNotFound() {
  return (
    <html lang="de" style={fontSansVariable}>
      <body>
        <RouteEffects />
        <Shell view="company">
          <NotFoundView settings={await getSiteSettings()} view="company" />
        </Shell>
      </body>
    </html>
  )
}
