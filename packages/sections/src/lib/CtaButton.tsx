import { Button, type ButtonSize, type ButtonVariant } from '@repo/ui'
import type { Cta, PageQueryResult } from '@repo/content/sanity.types'
import { stegaClean } from 'next-sanity'
import { newTabProps, safeLink, type SafeLink } from './href'
import { hyphenate } from './hyphenate'
import { linkTarget, type LinkValue } from './link'

/** A `cta` as the queries project it (ctaFields). */
export type CtaValue = Pick<Cta, 'label' | 'action'> & { link?: LinkValue | null }

/** The site settings a button's target can come from (the page query reads them). */
export type CtaTargets = Pick<
  NonNullable<PageQueryResult['ctaTargets']>,
  'appLoginUrl' | 'appRegisterUrl' | 'actions'
>

/** Where a button leads, with the attributes its link needs. */
export interface CtaTarget extends SafeLink {
  /** Other sites open in a new tab; a file downloads under its name. */
  linkProps: Record<string, string>
}

/** A file a button downloads, as the settings' query projects it (templateDownloadFields). */
interface FileDownload {
  url?: string | null
  fileName?: string | null
  mimeType?: string | null
}

/** A name to save a file under: no path, no control characters. */
const FILE_NAME = /^[^\\/"\p{Cc}]{1,100}$/u
const MIME_TYPE = /^[a-z]+\/[a-z0-9.+-]+$/

const linkTo = (link: SafeLink | null): CtaTarget | null =>
  link && { ...link, linkProps: link.external ? { ...newTabProps } : {} }

/** The app's login and register pages live on their own host: only absolute URLs qualify. */
function appLink(url: unknown): CtaTarget | null {
  const link = safeLink(url)
  return link?.external ? linkTo(link) : null
}

/**
 * A download in the same tab. The site's own files take the name from `download`; browsers ignore
 * it on other origins, where Sanity's file CDN takes it from `?dl=`.
 */
function fileLink(file: FileDownload | null | undefined): CtaTarget | null {
  const link = safeLink(file?.url)
  if (!link || link.href.startsWith('mailto:') || link.href.startsWith('tel:')) return null
  const name = typeof file?.fileName === 'string' ? stegaClean(file.fileName).trim() : ''
  const fileName = FILE_NAME.test(name) ? name : ''
  const type = typeof file?.mimeType === 'string' ? stegaClean(file.mimeType) : ''
  const href = link.external
    ? `${link.href}${link.href.includes('?') ? '&' : '?'}dl=${encodeURIComponent(fileName)}`
    : link.href
  return {
    href,
    external: link.external,
    linkProps: { download: fileName, ...(MIME_TYPE.test(type) ? { type } : {}) },
  }
}

/** Where a button leads, or null when content gives it no safe target. */
export function ctaTarget(cta: CtaValue, targets: CtaTargets | null | undefined): CtaTarget | null {
  switch (cta.action) {
    case 'register':
      return appLink(targets?.appRegisterUrl)
    case 'login':
      return appLink(targets?.appLoginUrl)
    case 'link':
      return linkTo(linkTarget(cta.link))
    case 'templateDownload':
      return fileLink(targets?.actions?.templateDownload)
    case 'demoCall':
    case 'consultation':
    case 'application':
      return linkTo(safeLink(targets?.actions?.[cta.action]))
    default:
      return null
  }
}

interface CtaButtonProps {
  cta: CtaValue | null
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
  const target = cta && ctaTarget(cta, targets)
  if (!cta || !target) return null
  return (
    <Button href={target.href} data-cta-action={cta.action} {...target.linkProps} {...buttonProps}>
      {hyphenate(cta.label)}
    </Button>
  )
}
