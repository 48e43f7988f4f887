import styled from 'styled-components'
import { media, tokens as t } from '@repo/ui'
import { CtaButton } from '@/components/CtaButton'
import type { View } from '@/lib/view'
import type { NavLink, ResourceLink } from './navigation'
import type { SiteSettings } from './settings'
import { text } from './text'
import { ViewSwitch } from './ViewSwitch'

/** The popover's id; the burger and close buttons point at it, RouteEffects closes it. */
export const mobileMenuId = 'site-menu'

const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 1px solid ${t.color.border};
  border-radius: ${t.radius.md};
  background: ${t.color.surface};
  color: ${t.color.fg};

  &:hover {
    background: ${t.color.bgMuted};
  }
  svg {
    width: 1.375rem;
    height: 1.375rem;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
  }
`

// A native popover: opens and closes (button, Escape, outside click) without any JavaScript.
const Panel = styled.div`
  position: fixed;
  inset: 0 0 0 auto;
  width: min(24rem, 100%);
  height: 100dvh;
  max-height: none;
  margin: 0;
  padding: ${t.space[4]} ${t.space[5]} ${t.space[8]};
  border: 0;
  background: ${t.color.surface};
  color: ${t.color.fg};
  box-shadow: ${t.shadow.xl};
  overflow-y: auto;
  overscroll-behavior: contain;

  &::backdrop {
    background: rgb(15 16 35 / 0.45);
  }

  ${media.motionSafe} {
    transition:
      translate ${t.duration.base} ${t.easing.out},
      overlay ${t.duration.base} allow-discrete,
      display ${t.duration.base} allow-discrete;
    translate: 100% 0;
    &:popover-open {
      translate: 0 0;
    }
    @starting-style {
      &:popover-open {
        translate: 100% 0;
      }
    }
  }
`

const PanelTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${t.space[4]};
  margin-block-end: ${t.space[6]};
`

// Styles the plain link groups itself: one style tag for the menu, not one per link.
const MenuNav = styled.nav`
  .menu-group {
    padding-block: ${t.space[4]};
    border-top: 1px solid ${t.color.border};
  }
  .menu-group-title {
    margin-block-end: ${t.space[2]};
    color: ${t.color.fgMuted};
    font-size: ${t.fontSize.xs};
    font-weight: ${t.fontWeight.semibold};
    letter-spacing: ${t.letterSpacing.wide};
    text-transform: uppercase;
  }
  ul {
    display: grid;
    gap: ${t.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: grid;
    gap: 0.125rem;
    margin-inline: calc(-1 * ${t.space[3]});
    padding: ${t.space[3]};
    border-radius: ${t.radius.md};
    color: ${t.color.fg};
    font-size: ${t.fontSize.lg};
    font-weight: ${t.fontWeight.semibold};
    text-decoration: none;
  }
  a:hover {
    background: ${t.color.bgMuted};
  }
  small {
    color: ${t.color.fgMuted};
    font-size: ${t.fontSize.sm};
    font-weight: ${t.fontWeight.regular};
  }
`

const PanelActions = styled.div`
  display: grid;
  gap: ${t.space[3]};
  padding-block-start: ${t.space[4]};
  border-top: 1px solid ${t.color.border};
`

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
    <>
      <IconButton type="button" popoverTarget={mobileMenuId} aria-label={text(nav?.openMenuLabel)}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </IconButton>
      <Panel id={mobileMenuId} popover="auto">
        <PanelTop>
          <ViewSwitch
            label={text(nav?.switchViewLabel)}
            links={switchLinks}
            current={view}
            landmark="group"
          />
          <IconButton
            type="button"
            popoverTarget={mobileMenuId}
            popoverTargetAction="hide"
            aria-label={text(nav?.closeMenuLabel)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </IconButton>
        </PanelTop>
        <MenuNav>
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
        </MenuNav>
        <PanelActions>
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
        </PanelActions>
      </Panel>
    </>
  )
}
