import { safeLink, type SafeLink } from '@repo/sections/lib/href'
import { viewBasePath, type View } from '@/lib/view'
import type { Navigation, SiteSettings } from './settings'
import { list, text } from '@repo/sections/lib/text'

export interface NavLink {
  key: string
  href: string
  label: string
}

const withLabel = (links: { key: string; href: string; label: string | undefined }[]) =>
  links.filter((link): link is NavLink => link.label !== undefined)

/** The view switch: one link per view, each to its landing page. */
export function viewLinks(nav: Navigation | null | undefined): (NavLink & { view: View })[] {
  return (['company', 'talent'] as const).flatMap((view) => {
    const label = text(view === 'company' ? nav?.companyViewLabel : nav?.talentViewLabel)
    return label ? [{ key: view, view, href: viewBasePath[view], label }] : []
  })
}

/** Main links under the current view's base path; pricing exists for companies only. */
export function headerLinks(view: View, nav: Navigation | null | undefined): NavLink[] {
  const base = viewBasePath[view]
  return withLabel([
    { key: 'howItWorks', href: `${base}/so-funktionierts`, label: text(nav?.howItWorksLabel) },
    { key: 'comparison', href: `${base}/vergleich`, label: text(nav?.comparisonLabel) },
    ...(view === 'company'
      ? [{ key: 'pricing', href: '/unternehmen/preise', label: text(nav?.pricingLabel) }]
      : []),
  ])
}

export interface ResourceLink extends NavLink {
  description: string | undefined
}

export function resourceLinks(nav: Navigation | null | undefined): ResourceLink[] {
  return list(nav?.resources).flatMap((item) => {
    const label = text(item?.label)
    const link = safeLink(item?.href)
    return label && link
      ? [{ key: item._key, href: link.href, label, description: text(item.description) }]
      : []
  })
}

type Footer = NonNullable<SiteSettings['footer']>
type FooterLink = NonNullable<NonNullable<Footer['columns']>[number]['links']>[number]

/** A footer link's target in the given view: `talentHref` replaces `href` in the talent view. */
export function footerLink(link: FooterLink, view: View): SafeLink | null {
  return (view === 'talent' && safeLink(link.talentHref)) || safeLink(link.href)
}
