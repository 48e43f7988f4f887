import { buttonClassName } from '@repo/ui'
import { ctaTarget, type CtaTargets } from '../lib/CtaButton'
import { fillTemplate } from '../lib/format'
import { text } from '../guards'
import type { SectionOf } from '../types'
import { withMailSubject } from './application'

type OpeningsContent = NonNullable<SectionOf<'openingsSection'>>

interface ApplyLinkProps {
  /** The careers list's apply button and e-mail subject. */
  labels: Pick<OpeningsContent, 'applyCta' | 'subjectTemplate'> | null | undefined
  targets: CtaTargets | null | undefined
  /** The opening's title, for the e-mail subject. */
  title: string
  size?: 'lg'
}

/** The apply button of one opening: its e-mail names the role; a web form opens in a new tab. */
export function ApplyLink({ labels, targets, title, size }: ApplyLinkProps) {
  const label = text(labels?.applyCta?.label)
  const target = labels?.applyCta ? ctaTarget(labels.applyCta, targets) : null
  if (!label || !target) return null
  const template = text(labels?.subjectTemplate)
  const subject = template ? fillTemplate(template, { title }) : undefined
  return (
    <a
      className={buttonClassName({ className: 'apply', size })}
      href={withMailSubject(target.href, subject)}
      data-cta-action={labels?.applyCta?.action ?? undefined}
      {...target.linkProps}
    >
      {label}
    </a>
  )
}
