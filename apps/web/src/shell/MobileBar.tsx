import styled from 'styled-components'
import { tokens as t } from '@repo/ui'
import { CtaButton } from '@/components/CtaButton'
import { desktop } from './breakpoints'
import type { SiteSettings } from './settings'

/** Height the page reserves at its end so the fixed bar covers nothing (see Shell). */
export const mobileBarSpace = `calc(4.75rem + env(safe-area-inset-bottom, 0px))`

const Bar = styled.div`
  position: fixed;
  inset: auto 0 0;
  z-index: ${t.z.header};
  display: grid;
  grid-template-columns: 1fr 1.35fr;
  gap: ${t.space[2]};
  padding: ${t.space[3]} ${t.space[4]} max(${t.space[3]}, env(safe-area-inset-bottom, 0px));
  border-top: 1px solid ${t.color.border};
  background: ${t.color.surface};
  box-shadow: 0 -8px 24px -12px rgb(16 16 48 / 0.18);

  a {
    min-height: 3rem;
    padding-inline: ${t.space[3]};
    font-size: 0.8125rem;
    line-height: 1.2;
    text-wrap: balance;
  }
  ${desktop} {
    display: none;
  }
`

/** Fixed bar on small screens: register and the no-risk preview, both from the settings. */
export function MobileBar({ settings }: { settings: SiteSettings }) {
  const bar = settings.mobileBar
  return (
    <Bar>
      <CtaButton cta={{ label: bar?.registerLabel, action: 'register' }} targets={settings} />
      <CtaButton cta={bar?.previewCta} targets={settings} variant="outline" />
    </Bar>
  )
}
