import { RoleNavLinks } from '../islands'
import { stylesheet } from './stylesheet'

const styles = stylesheet('role-nav')

// A role's `key` becomes its anchor (`#opener`): only plain slugs, so content cannot inject markup.
const SLUG = /^[a-z][a-z0-9-]*$/

/** The in-page anchor of a role, from its `key`; undefined when the key is missing or odd. */
export function roleAnchor(key: string | null | undefined): string | undefined {
  return key && SLUG.test(key) ? key : undefined
}

export interface RoleNavItem {
  id: string
  label: string
  hint?: string
}

interface RoleNavProps {
  /** Names the navigation landmark (the page has more than one `nav`). */
  label: string | null
  items: RoleNavItem[]
}

/**
 * Jump links to the roles further down the page, kept in view while they are read (sticky under
 * the header), the role being read marked as the current one.
 */
export function RoleNav({ label, items }: RoleNavProps) {
  if (!label || items.length < 2) return null
  return (
    <nav className="role-nav" aria-label={label}>
      <RoleNavLinks items={items} />
      {styles}
    </nav>
  )
}
