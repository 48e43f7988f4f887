import { CtaButton } from '@repo/sections/lib/CtaButton'
import type { View } from '@/lib/view'
import { CurrentPageLink, MobileMenuIsland } from './islands'
import type { NavLink, ResourceLink } from './navigation'
import type { SiteSettings } from '@/content/settings'
import { ViewSwitch } from './ViewSwitch'

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
  const resourcesLabel = nav?.resourcesLabel
  return (
    <div className="mobile-menu">
      <MobileMenuIsland
        openLabel={nav?.openMenuLabel}
        closeLabel={nav?.closeMenuLabel}
        title={nav?.menuLabel}
        top={
          <ViewSwitch
            label={nav?.switchViewLabel}
            links={switchLinks}
            current={view}
            landmark="group"
          />
        }
      >
        <nav>
          {links.length > 0 && (
            <div className="menu-group">
              <ul role="list">
                {links.map((link, index) => (
                  <li key={index}>
                    <CurrentPageLink href={link.href} {...link.linkProps}>
                      {link.label}
                    </CurrentPageLink>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {resourcesLabel && resources.length > 0 && (
            <div className="menu-group">
              <p className="menu-group-title">{resourcesLabel}</p>
              <ul role="list">
                {resources.map((link, index) => (
                  <li key={index}>
                    <CurrentPageLink href={link.href} {...link.linkProps}>
                      {link.label}
                      {link.description && <small>{link.description}</small>}
                    </CurrentPageLink>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </nav>
        <div className="panel-actions">
          <CtaButton
            cta={nav && { label: nav.registerLabel, action: 'register' }}
            targets={settings}
            size="lg"
            fullWidth
          />
          <CtaButton
            cta={nav && { label: nav.loginLabel, action: 'login' }}
            targets={settings}
            variant="outline"
            size="lg"
            fullWidth
          />
        </div>
      </MobileMenuIsland>
    </div>
  )
}
