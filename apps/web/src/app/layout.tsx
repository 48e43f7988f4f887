import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { getSiteSettings } from '@/content/settings'
import { VisualEditingInPreview } from '@/preview/VisualEditingInPreview'
import { RouteEffects } from '@/shell/islands'
import { defaultMetadata } from '@/shell/metadata'
import { fontSansVariable } from './fonts'

export async function generateMetadata(): Promise<Metadata> {
  return defaultMetadata(await getSiteSettings())
}

// The header and footer depend on the view, so the layouts below render them ([...slug] knows the
// path from its params); this layout knows no pathname and keeps every page static. They also
// bring the site stylesheet: Next inlines a root layout's CSS into every payload twice (once more
// for the global error boundary), a layout's below it once.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="de" style={fontSansVariable}>
      <body>
        <RouteEffects />
        {children}
        <VisualEditingInPreview />
      </body>
    </html>
  )
}
