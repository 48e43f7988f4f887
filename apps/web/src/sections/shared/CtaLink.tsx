import { css } from 'styled-components'
import { tokens as t } from '@repo/ui'
import { ctaTarget, type CtaTargets, type CtaValue } from '@/components/CtaButton'
import { newTabProps } from '@/components/href'
import { text } from '../guards'

/**
 * The UI Button's look for the plain links below, written once into the page frame
 * (ContentPage): each UI Button would add its own `<style>` to the HTML.
 */
export const ctaLinkCss = css`
  .btn {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 3.25rem;
    padding: 0.8125rem 1.625rem;
    border: 1px solid transparent;
    border-radius: ${t.radius.md};
    font-size: 1.0625rem;
    font-weight: ${t.fontWeight.semibold};
    line-height: 1.25;
    text-align: center;
    text-decoration: none;
    transition:
      background-color ${t.duration.fast} ease,
      border-color ${t.duration.fast} ease;
  }

  .btn-primary {
    background: ${t.color.primary};
    color: ${t.color.primaryFg};
    box-shadow: ${t.shadow.sm};
  }

  .btn-primary:hover {
    background: ${t.color.primaryHover};
  }

  .btn-outline {
    border-color: ${t.color.borderStrong};
    color: ${t.color.fg};
  }

  .btn-outline:hover {
    border-color: ${t.color.fgMuted};
    background: ${t.color.bgMuted};
  }

  .btn-secondary {
    background: ${t.color.secondary};
    color: ${t.color.secondaryFg};
  }

  .btn-secondary:hover {
    background: ${t.color.secondaryHover};
  }
`

interface CtaLinkProps {
  cta: CtaValue | null | undefined
  targets: CtaTargets | null | undefined
  variant: 'primary' | 'outline' | 'secondary'
}

/**
 * A content button as a plain link, same targets and rules as CtaButton: the app and other sites
 * open in a new tab; without a label or a safe target nothing renders, never a dead button.
 */
export function CtaLink({ cta, targets, variant }: CtaLinkProps) {
  const label = text(cta?.label)
  const target = cta ? ctaTarget(cta, targets) : null
  if (!label || !target) return null
  return (
    <a
      href={target.href}
      className={`btn btn-${variant}`}
      data-cta-action={cta?.action ?? undefined}
      {...(target.external ? newTabProps : {})}
    >
      {label}
    </a>
  )
}
