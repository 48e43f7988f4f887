import { newTabProps, type SafeLink } from '@repo/sections/lib/href'
import { linkTarget } from '@repo/sections/lib/link'
import { viewBasePath, type View } from '@/lib/view'
import type { Navigation, SiteSettings } from '@/content/settings'

export interface NavLink {
  href: string
  label: string
  /** Attributes of a link to another site (a new tab); none for the site's own pages. */
  linkProps?: Record<string, string>
}

const navLink = (label: string, target: SafeLink): NavLink => ({
  href: target.href,
  label,
  ...(target.external && { linkProps: { ...newTabProps } }),
})

/** The view switch: one link per view, each to its landing page. */
export function viewLinks(nav: Navigation | null): (NavLink & { view: View })[] {
  if (!nav) return []
  return [
    { view: 'company', href: viewBasePath.company, label: nav.companyViewLabel },
    { view: 'talent', href: viewBasePath.talent, label: nav.talentViewLabel },
  ]
}

/**
 * The view's main links, in the editors' order; one whose target has no page (not published) is
 * left out.
 */
export function headerLinks(view: View, nav: Navigation | null): NavLink[] {
  const links = (view === 'talent' ? nav?.talentLinks : nav?.companyLinks) ?? []
  return links.flatMap((item) => {
    const target = linkTarget(item.link)
    return target ? [navLink(item.label, target)] : []
  })
}

export interface ResourceLink extends NavLink {
  description: string
}

/** The resources menu's links, in the editors' order; one without a target is left out. */
export function resourceLinks(nav: Navigation | null): ResourceLink[] {
  return (nav?.resources ?? []).flatMap((item) => {
    const target = linkTarget(item.link)
    return target ? [{ ...navLink(item.label, target), description: item.description }] : []
  })
}

type Footer = NonNullable<SiteSettings['footer']>
type FooterLink = Footer['columns'][number]['links'][number]

/** A footer link's target in the given view: `talentLink` replaces `link` in the talent view. */
export function footerLink(link: FooterLink, view: View): SafeLink | null {
  return (view === 'talent' && linkTarget(link.talentLink)) || linkTarget(link.link)
}

/** The mobile bar's buttons for the view. */
export function barButtons(view: View, settings: SiteSettings) {
  const bar = settings.mobileBar
  return (view === 'talent' ? bar?.talentButtons : bar?.companyButtons) ?? []
}
