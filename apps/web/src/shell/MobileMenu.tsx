import { CtaButton } from '@repo/sections/lib/CtaButton'
import type { View } from '@/lib/view'
import type { NavLink, ResourceLink } from './navigation'
import type { SiteSettings } from './settings'
import { text } from '@repo/sections/lib/text'
import { ViewSwitch } from './ViewSwitch'

/** The popover's id; the burger and close buttons point at it, RouteEffects closes it. */
export const mobileMenuId = 'site-menu'

interface MobileMenuProps {
  settings: SiteSettings
  view: View
  links: NavLink[]
  resources: ResourceLink[]
  switchLinks: (NavLink & { view: View })[]
}

/** Burger button and the panel with every header link, for screens too narrow for the bar. */
export function MobileMenu({ settings, view, links, resources, switchLinks }: MobileMenuProps) {
  const nav = settings.navigation
  const resourcesLabel = text(nav?.resourcesLabel)
  return (
    <div className="mobile-menu">
      <button
        type="button"
        className="menu-button"
        popoverTarget={mobileMenuId}
        aria-label={text(nav?.openMenuLabel)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>
      <div id={mobileMenuId} popover="auto">
        <div className="panel-top">
          <ViewSwitch
            label={text(nav?.switchViewLabel)}
            links={switchLinks}
            current={view}
            landmark="group"
          />
          <button
            type="button"
            className="menu-button"
            popoverTarget={mobileMenuId}
            popoverTargetAction="hide"
            aria-label={text(nav?.closeMenuLabel)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
        <nav>
          {links.length > 0 && (
            <div className="menu-group">
              <ul role="list">
                {links.map((link) => (
                  <li key={link.key}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {resourcesLabel && resources.length > 0 && (
            <div className="menu-group">
              <p className="menu-group-title">{resourcesLabel}</p>
              <ul role="list">
                {resources.map((link) => (
                  <li key={link.key}>
                    <a href={link.href}>
                      {link.label}
                      {link.description && <small>{link.description}</small>}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </nav>
        <div className="panel-actions">
          <CtaButton
            cta={{ label: nav?.registerLabel, action: 'register' }}
            targets={settings}
            size="lg"
            fullWidth
          />
          <CtaButton
            cta={{ label: nav?.loginLabel, action: 'login' }}
            targets={settings}
            variant="outline"
            size="lg"
            fullWidth
          />
        </div>
      </div>
    </div>
  )
}
