import { CtaButton } from '@repo/sections/lib/CtaButton'
import type { SiteSettings } from '@/content/settings'
import type { View } from '@/lib/view'
import { barButtons } from './navigation'

/**
 * Fixed bar on small screens with the view's one or two buttons from the settings: the first
 * filled, the second outlined. Shell.css keeps it off the legal texts and the 404 page, and keeps
 * the page's start and end clear of it.
 */
export function MobileBar({ settings, view }: { settings: SiteSettings; view: View }) {
  const buttons = barButtons(view, settings)
  if (buttons.length === 0) return null
  return (
    <div className="mobile-bar" data-count={buttons.length}>
      {buttons.map((button, index) => (
        <CtaButton
          key={index}
          cta={button}
          targets={settings}
          variant={index === 0 ? undefined : 'outline'}
        />
      ))}
    </div>
  )
}
