import type { ReactNode } from 'react'
import type { View } from '@/lib/view'
import { Footer } from './Footer'
import { Header } from './Header'
import { MobileBar } from './MobileBar'
import { JsonLd } from '@repo/sections/lib/JsonLd'
import { organizationData } from '@/seo/structuredData'
import { PreviewBanner } from '@/preview/PreviewBanner'
import { getSiteSettings } from './settings'
import { SkipLink } from './SkipLink'

const mainId = 'main'

interface ShellProps {
  view: View
  children: ReactNode
}

/** Skip link, header, main, footer and mobile bar around a page, worded for its view. */
export async function Shell({ view, children }: ShellProps) {
  const settings = await getSiteSettings()
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
