import styled from 'styled-components'
import { media, tokens as t } from '@repo/ui'
import { navItemStyles } from './navStyles'
import { ResourcesMenuIsland, type ResourceItem } from './ResourcesMenuIsland'

// Styles the client island by its class names and Radix's data attributes.
const Frame = styled.div`
  position: relative;

  .resources-trigger {
    ${navItemStyles}
    font-family: inherit;
    cursor: pointer;
  }
  .resources-trigger svg {
    transition: rotate ${t.duration.fast} ease;
  }
  .resources-trigger[data-state='open'] {
    color: ${t.color.fg};
    background: ${t.color.bgMuted};
  }
  .resources-trigger[data-state='open'] svg {
    rotate: 180deg;
  }

  .resources-content {
    z-index: ${t.z.overlay};
    display: grid;
    gap: ${t.space[1]};
    width: min(22rem, calc(100vw - 2rem));
    padding: ${t.space[2]};
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.lg};
    background: ${t.color.surface};
    box-shadow: ${t.shadow.lg};
    transform-origin: var(--radix-dropdown-menu-content-transform-origin);
  }
  ${media.motionSafe} {
    .resources-content[data-state='open'] {
      animation: resources-in ${t.duration.fast} ${t.easing.out};
    }
  }
  @keyframes resources-in {
    from {
      opacity: 0;
      scale: 0.97;
    }
  }

  .resources-item {
    display: grid;
    gap: 0.125rem;
    padding: ${t.space[3]} ${t.space[4]};
    border-radius: ${t.radius.md};
    color: ${t.color.fg};
    text-decoration: none;
    outline: none;
  }
  .resources-item[data-highlighted] {
    background: ${t.color.primarySoft};
  }
  .resources-item:focus-visible {
    outline: 2px solid ${t.color.ring};
    outline-offset: -2px;
  }
  .resources-item__label {
    font-weight: ${t.fontWeight.semibold};
  }
  .resources-item__description {
    color: ${t.color.fgMuted};
    font-size: ${t.fontSize.sm};
    line-height: 1.4;
  }
`

interface ResourcesMenuProps {
  label: string | undefined
  items: ResourceItem[]
}

export function ResourcesMenu({ label, items }: ResourcesMenuProps) {
  if (!label || items.length === 0) return null
  return (
    <Frame>
      <ResourcesMenuIsland label={label} items={items} />
    </Frame>
  )
}
