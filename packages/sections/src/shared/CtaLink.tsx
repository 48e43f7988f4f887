import { stylesheet } from './stylesheet'
import { ctaTarget, type CtaTargets, type CtaValue } from '../lib/CtaButton'

const styles = stylesheet('cta-link')

interface CtaLinkProps {
  cta: CtaValue | null
  targets: CtaTargets | null | undefined
  variant: 'primary' | 'outline' | 'secondary'
}

/**
 * A content button as a plain link, same targets and rules as CtaButton: the app and other sites
 * open in a new tab; without a label or a safe target nothing renders, never a dead button.
 */
export function CtaLink({ cta, targets, variant }: CtaLinkProps) {
  const target = cta && ctaTarget(cta, targets)
  if (!cta || !target) return null
  return (
    <a
      href={target.href}
      className="cta-link"
      data-variant={variant}
      data-cta-action={cta.action}
      {...target.linkProps}
    >
      {cta.label}
      {styles}
    </a>
  )
}
