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
}

/** Skip link, header, main, footer and mobile bar around a page, worded for its view. */
export function Shell({ view, settings, children }: ShellProps) {
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
      <JsonLd data={organizationData(settings)} />
    </div>
  )
}
