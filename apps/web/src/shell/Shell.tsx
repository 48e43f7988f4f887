import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { View } from '@/lib/view'
import { belowDesktop } from './breakpoints'
import { Footer } from './Footer'
import { Header } from './Header'
import { MobileBar, mobileBarSpace } from './MobileBar'
import { JsonLd } from '@/seo/JsonLd'
import { organizationData } from '@/seo/structuredData'
import { PreviewBanner } from '@/preview/PreviewBanner'
import { getSiteSettings } from './settings'
import { SkipLink } from './SkipLink'
import { text } from './text'

const mainId = 'main'

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100dvh;

  ${belowDesktop} {
    padding-block-end: ${mobileBarSpace};
  }
`

// Focusable by the skip link; its outline would frame the whole page, so it has none.
const Main = styled.main`
  flex: 1;
  &:focus {
    outline: none;
  }
`

interface ShellProps {
  view: View
  children: ReactNode
}

/** Skip link, header, main, footer and mobile bar around a page, worded for its view. */
export async function Shell({ view, children }: ShellProps) {
  const settings = await getSiteSettings()
  if (!settings) {
    return <Main id={mainId}>{children}</Main>
  }
  return (
    <Frame>
      <SkipLink label={text(settings.skipLinkLabel)} target={mainId} />
      <PreviewBanner settings={settings} />
      <Header settings={settings} view={view} />
      <Main id={mainId} tabIndex={-1}>
        {children}
      </Main>
      <Footer settings={settings} view={view} />
      <MobileBar settings={settings} />
      <JsonLd data={organizationData(settings)} />
    </Frame>
  )
}
