import type { View } from '@/lib/view'
import { CurrentPageLink } from './islands'
import type { NavLink } from './navigation'

interface ViewSwitchProps {
  label: string | undefined
  links: (NavLink & { view: View })[]
  current: View
  /** `group` where it repeats inside another navigation (the burger menu). */
  landmark?: 'nav' | 'group'
}

/**
 * Company/talent switch: links to both landing pages, the current view marked `aria-current`
 * (`page` on its landing page itself).
 */
export function ViewSwitch({ label, links, current, landmark = 'nav' }: ViewSwitchProps) {
  if (links.length === 0) return null
  const list = (
    <ul className="view-switch" role="list">
      {links.map((link) => (
        <li key={link.view}>
          <CurrentPageLink href={link.href} containsPage={link.view === current}>
            {link.label}
          </CurrentPageLink>
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
