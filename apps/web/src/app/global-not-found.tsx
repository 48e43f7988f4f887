import type { Metadata } from 'next'
import './site.css'
import { getSiteSettings } from '@/content/settings'
import { RouteEffects } from '@/shell/islands'
import { defaultMetadata, notFoundMetadata } from '@/shell/metadata'
import { NotFoundView } from '@/shell/NotFoundView'
import { Shell } from '@/shell/Shell'
import { fontSansVariable } from './fonts'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return { ...defaultMetadata(settings), ...notFoundMetadata(settings) }
}

/*
 * A path no route matches (status 404): the proxy answers every such path first, with a redirect
 * or its view's 404 page, so this stands in only when it could not. It stands outside the layouts,
 * so it brings the document and the company shell itself; a root `not-found` would be serialised
 * into every page's payload, shell included, in case a page calls notFound().
 */
export default async function GlobalNotFound() {
  const settings = await getSiteSettings()
  return (
    <html lang="de" style={fontSansVariable}>
      <body>
        <RouteEffects />
        <Shell view="company" settings={settings}>
          <NotFoundView settings={settings} view="company" />
        </Shell>
      </body>
    </html>
  )
}
