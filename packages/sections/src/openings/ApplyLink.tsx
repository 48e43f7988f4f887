import { buttonClassName } from '@repo/ui'
import { ctaTarget, type CtaTargets } from '../lib/CtaButton'
import { fillTemplate } from '../lib/format'
import type { SectionOf } from '../types'
import { withMailSubject } from './application'

type OpeningsContent = SectionOf<'openingsSection'>

interface ApplyLinkProps {
  /** The careers list's apply button and e-mail subject. */
  labels: Pick<OpeningsContent, 'applyCta' | 'subjectTemplate'> | null
  targets: CtaTargets | null | undefined
  /** The opening's title, for the e-mail subject. */
  title: string
  size?: 'lg'
}

/** The apply button of one opening: its e-mail names the role; a web form opens in a new tab. */
export function ApplyLink({ labels, targets, title, size }: ApplyLinkProps) {
  const target = labels && ctaTarget(labels.applyCta, targets)
  if (!labels || !target) return null
  const { applyCta, subjectTemplate } = labels
  const subject = subjectTemplate ? fillTemplate(subjectTemplate, { title }) : undefined
  return (
    <a
      className={buttonClassName({ className: 'apply', size })}
      href={withMailSubject(target.href, subject)}
      data-cta-action={applyCta.action}
      {...target.linkProps}
    >
      {applyCta.label}
    </a>
  )
}
