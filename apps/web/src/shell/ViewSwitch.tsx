import styled from 'styled-components'
import { tokens as t } from '@repo/ui'
import type { View } from '@/lib/view'
import type { NavLink } from './navigation'

// Styles its plain links itself: one style tag for the list, not one per link.
const List = styled.ul`
  display: inline-flex;
  gap: 0.125rem;
  margin: 0;
  padding: 0.1875rem;
  border: 1px solid ${t.color.border};
  border-radius: ${t.radius.full};
  background: ${t.color.surfaceMuted};
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 2rem;
    padding: 0.25rem 0.875rem;
    border-radius: ${t.radius.full};
    color: ${t.color.fgMuted};
    font-size: ${t.fontSize.sm};
    font-weight: ${t.fontWeight.semibold};
    text-decoration: none;
    white-space: nowrap;
    transition:
      color ${t.duration.fast} ease,
      background-color ${t.duration.fast} ease;
  }
  a:hover {
    color: ${t.color.fg};
  }
  a[aria-current] {
    background: ${t.color.primary};
    color: ${t.color.primaryFg};
    box-shadow: ${t.shadow.xs};
  }
`

interface ViewSwitchProps {
  label: string | undefined
  links: (NavLink & { view: View })[]
  current: View
  /** `group` where it repeats inside another navigation (the burger menu). */
  landmark?: 'nav' | 'group'
}

/** Company/talent switch: links to both landing pages, the current view marked `aria-current`. */
export function ViewSwitch({ label, links, current, landmark = 'nav' }: ViewSwitchProps) {
  if (links.length === 0) return null
  const list = (
    <List role="list">
      {links.map((link) => (
        <li key={link.key}>
          <a href={link.href} aria-current={link.view === current ? 'true' : undefined}>
            {link.label}
          </a>
        </li>
      ))}
    </List>
  )
  return landmark === 'nav' ? (
    <nav aria-label={label}>{list}</nav>
  ) : (
    <div role="group" aria-label={label}>
      {list}
    </div>
  )
}
