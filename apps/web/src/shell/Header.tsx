import { Container } from '@repo/ui'
import { CtaButton } from '@repo/sections/lib/CtaButton'
import { viewBasePath, type View } from '@/lib/view'
import { BrandLink } from './BrandLink'
import { CurrentPageLink } from './islands'
import { MobileMenu } from './MobileMenu'
import { headerLinks, resourceLinks, viewLinks } from './navigation'
import { ResourcesMenu } from './ResourcesMenu'
import type { SiteSettings } from '@/content/settings'
import { ViewSwitch } from './ViewSwitch'

interface HeaderProps {
  settings: SiteSettings
  view: View
}

export function Header({ settings, view }: HeaderProps) {
  const nav = settings.navigation
  const links = headerLinks(view, nav)
  const resources = resourceLinks(nav)
  const switchLinks = viewLinks(nav)
  const brandName = settings.brandName

  return (
    <header className="header">
      <div className="strip">
        <Container>
          <ViewSwitch label={nav?.switchViewLabel} links={switchLinks} current={view} />
        </Container>
      </div>
      <Container>
        <div className="bar">
          {brandName && (
            <BrandLink name={brandName} href={viewBasePath[view]} label={nav?.homeLabel} />
          )}
          <nav className="main-nav">
            <ul role="list">
              {links.map((link, index) => (
                <li key={index}>
                  <CurrentPageLink className="nav-item" href={link.href} {...link.linkProps}>
                    {link.label}
                  </CurrentPageLink>
                </li>
              ))}
            </ul>
            <ResourcesMenu label={nav?.resourcesLabel} items={resources} />
          </nav>
          <div className="account">
            <CtaButton
              cta={nav && { label: nav.loginLabel, action: 'login' }}
              targets={settings}
              variant="ghost"
              size="sm"
            />
            <CtaButton
              cta={nav && { label: nav.registerLabel, action: 'register' }}
              targets={settings}
              size="sm"
            />
          </div>
          <MobileMenu
            settings={settings}
            view={view}
            links={links}
            resources={resources}
            switchLinks={switchLinks}
          />
        </div>
      </Container>
    </header>
  )
}
