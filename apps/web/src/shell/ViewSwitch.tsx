import type { View } from '@/lib/view'
import type { NavLink } from './navigation'

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
    <ul className="view-switch" role="list">
      {links.map((link) => (
        <li key={link.key}>
          <a href={link.href} aria-current={link.view === current ? 'true' : undefined}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  )
  return landmark === 'nav' ? (
    <nav aria-label={label}>{list}</nav>
  ) : (
    <div role="group" aria-label={label}>
      {list}
    </div>
  )
}
