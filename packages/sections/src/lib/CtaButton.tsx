import { Button, type ButtonSize, type ButtonVariant } from '@repo/ui'
import type { Cta, PageQueryResult } from '@repo/content/sanity.types'
import { newTabProps, safeLink, type SafeLink } from './href'
import { text } from './text'

/** A `cta` as any query projects it (all fields may be missing in broken content). */
export interface CtaValue {
  label?: string | null
  action?: Cta['action'] | null
  href?: string | null
}

/** The site settings a button's target can come from (the page query reads them). */
export type CtaTargets = Pick<
  NonNullable<PageQueryResult['ctaTargets']>,
  'appLoginUrl' | 'appRegisterUrl' | 'actions'
>

/** The app's login and register pages live on their own host: only absolute URLs qualify. */
function appLink(url: unknown): SafeLink | null {
  const link = safeLink(url)
  return link?.external ? link : null
}

/** Where a button leads, or null when content gives it no safe target. */
export function ctaTarget(cta: CtaValue, targets: CtaTargets | null | undefined): SafeLink | null {
  switch (cta.action) {
    case 'register':
      return appLink(targets?.appRegisterUrl)
    case 'login':
      return appLink(targets?.appLoginUrl)
    case 'link':
      return safeLink(cta.href)
    case 'demoCall':
    case 'consultation':
    case 'templateDownload':
    case 'application':
      return safeLink(targets?.actions?.[cta.action])
    default:
      return null
  }
}

interface CtaButtonProps {
  cta: CtaValue | null | undefined
  targets: CtaTargets | null | undefined
  variant?: ButtonVariant
  size?: ButtonSize
  fullWidth?: boolean
  className?: string
}

/**
 * Renders a content button as a link styled like the UI Button. The app's pages and other sites
 * open in a new tab. A button without a label or a safe target renders nothing: never a dead button.
 */
export function CtaButton({ cta, targets, ...buttonProps }: CtaButtonProps) {
  const label = text(cta?.label)
  const target = cta ? ctaTarget(cta, targets) : null
  if (!label || !target) return null
  return (
    <Button
      href={target.href}
      data-cta-action={cta?.action ?? undefined}
      {...(target.external ? newTabProps : {})}
      {...buttonProps}
    >
      {label}
    </Button>
  )
}
