import styled from 'styled-components'
import { Container, tokens as t } from '@repo/ui'
import { CtaButton } from '@/components/CtaButton'
import { viewBasePath, type View } from '@/lib/view'
import { BrandLink } from './BrandLink'
import { belowDesktop, desktop } from './breakpoints'
import { MobileMenu } from './MobileMenu'
import { headerLinks, resourceLinks, viewLinks } from './navigation'
import { navItemStyles } from './navStyles'
import { ResourcesMenu } from './ResourcesMenu'
import type { SiteSettings } from './settings'
import { text } from './text'
import { ViewSwitch } from './ViewSwitch'

const stripHeight = '3rem'

// Sticky with a negative offset: the view-switch strip scrolls away, the main bar stays.
const Root = styled.header`
  position: sticky;
  top: calc(-1 * ${stripHeight});
  z-index: ${t.z.header};
  isolation: isolate;
  border-bottom: 1px solid ${t.color.border};
  background: ${t.color.bg};
`

const Strip = styled.div`
  display: flex;
  align-items: center;
  height: ${stripHeight};
  border-bottom: 1px solid ${t.color.border};
  background: ${t.color.bgMuted};
`

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${t.space[4]};
  height: ${t.size.headerHeight};
`

const MainNav = styled.nav`
  display: none;
  ${desktop} {
    display: flex;
    align-items: center;
    gap: ${t.space[1]};
    margin-inline-start: ${t.space[4]};
  }
`

// Styles its plain links itself: one style tag for the list, not one per link.
const NavList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${t.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    ${navItemStyles}
  }
`

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${t.space[2]};
  margin-inline-start: auto;
  ${belowDesktop} {
    display: none;
  }
`

const MenuSlot = styled.div`
  margin-inline-start: auto;
  ${desktop} {
    display: none;
  }
`

interface HeaderProps {
  settings: SiteSettings
  view: View
}

export function Header({ settings, view }: HeaderProps) {
  const nav = settings.navigation
  const links = headerLinks(view, nav)
  const resources = resourceLinks(nav)
  const switchLinks = viewLinks(nav)
  const brandName = text(settings.brandName)

  return (
    <Root>
      <Strip>
        <Container>
          <ViewSwitch label={text(nav?.switchViewLabel)} links={switchLinks} current={view} />
        </Container>
      </Strip>
      <Container>
        <Bar>
          {brandName && (
            <BrandLink name={brandName} href={viewBasePath[view]} label={text(nav?.homeLabel)} />
          )}
          <MainNav>
            <NavList role="list">
              {links.map((link) => (
                <li key={link.key}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </NavList>
            <ResourcesMenu label={text(nav?.resourcesLabel)} items={resources} />
          </MainNav>
          <Actions>
            <CtaButton
              cta={{ label: nav?.loginLabel, action: 'login' }}
              targets={settings}
              variant="ghost"
              size="sm"
            />
            <CtaButton
              cta={{ label: nav?.registerLabel, action: 'register' }}
              targets={settings}
              size="sm"
            />
          </Actions>
          <MenuSlot>
            <MobileMenu
              settings={settings}
              view={view}
              links={links}
              resources={resources}
              switchLinks={switchLinks}
            />
          </MenuSlot>
        </Bar>
      </Container>
    </Root>
  )
}
