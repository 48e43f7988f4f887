import { CtaButton } from '@repo/sections/lib/CtaButton'
import type { SiteSettings } from '@/content/settings'

/** Fixed bar on small screens: register and the no-risk preview, both from the settings. */
export function MobileBar({ settings }: { settings: SiteSettings }) {
  const bar = settings.mobileBar
  return (
    <div className="mobile-bar">
      <CtaButton cta={bar && { label: bar.registerLabel, action: 'register' }} targets={settings} />
      <CtaButton cta={bar && bar.previewCta} targets={settings} variant="outline" />
    </div>
  )
}
