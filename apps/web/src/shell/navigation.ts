import { safeLink, type SafeLink } from '@repo/sections/lib/href'
import { viewBasePath, type View } from '@/lib/view'
import type { Navigation, SiteSettings } from '@/content/settings'

export interface NavLink {
  key: string
  href: string
  label: string
}

/** The view switch: one link per view, each to its landing page. */
export function viewLinks(nav: Navigation | null): (NavLink & { view: View })[] {
  if (!nav) return []
  return [
    { key: 'company', view: 'company', href: viewBasePath.company, label: nav.companyViewLabel },
    { key: 'talent', view: 'talent', href: viewBasePath.talent, label: nav.talentViewLabel },
  ]
}

/** Main links under the current view's base path; pricing exists for companies only. */
export function headerLinks(view: View, nav: Navigation | null): NavLink[] {
  if (!nav) return []
  const base = viewBasePath[view]
  return [
    { key: 'howItWorks', href: `${base}/so-funktionierts`, label: nav.howItWorksLabel },
    { key: 'comparison', href: `${base}/vergleich`, label: nav.comparisonLabel },
    ...(view === 'company'
      ? [{ key: 'pricing', href: '/unternehmen/preise', label: nav.pricingLabel }]
      : []),
  ]
}

export interface ResourceLink extends NavLink {
  description: string
}

/** The resources menu's links; one whose target is not a safe link is left out. */
export function resourceLinks(nav: Navigation | null): ResourceLink[] {
  return (nav?.resources ?? []).flatMap((item) => {
    const link = safeLink(item.href)
    return link
      ? [{ key: item._key, href: link.href, label: item.label, description: item.description }]
      : []
  })
}

type Footer = NonNullable<SiteSettings['footer']>
type FooterLink = Footer['columns'][number]['links'][number]

/** A footer link's target in the given view: `talentHref` replaces `href` in the talent view. */
export function footerLink(link: FooterLink, view: View): SafeLink | null {
  return (view === 'talent' && safeLink(link.talentHref)) || safeLink(link.href)
}
