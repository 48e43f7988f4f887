import type { ReactNode } from 'react'
import type { View } from '@/lib/view'
import { Footer } from './Footer'
import { Header } from './Header'
import { MobileBar } from './MobileBar'
import { JsonLd } from '@repo/sections/lib/JsonLd'
import type { SiteSettings } from '@/content/settings'
import { PreviewBanner } from '@/preview/PreviewBanner'
import { SkipLink } from './SkipLink'
import { organizationData } from './structuredData'

const mainId = 'main'

interface ShellProps {
  view: View
  settings: SiteSettings
  children: ReactNode
  /**
   * The home page describes the organisation (JSON-LD), where Google reads it; on every other
   * page it would only add bytes, twice (markup and payload).
   */
  home?: boolean
}

/** Skip link, header, main, footer and mobile bar around a page, worded for its view. */
export function Shell({ view, settings, children, home = false }: ShellProps) {
  return (
    <div className="shell">
      <SkipLink label={settings.skipLinkLabel} target={mainId} />
      <PreviewBanner settings={settings} />
      <Header settings={settings} view={view} />
      <main id={mainId} tabIndex={-1}>
        {children}
      </main>
      <Footer settings={settings} view={view} />
      <MobileBar settings={settings} view={view} />
      {home ? <JsonLd data={organizationData(settings)} /> : null}
    </div>
  )
}
