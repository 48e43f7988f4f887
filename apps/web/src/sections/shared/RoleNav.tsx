import { css } from 'styled-components'
import { tokens as t } from '@repo/ui'
import { text } from '../guards'

// A role's `key` becomes its anchor (`#opener`): only plain slugs, so content cannot inject markup.
const SLUG = /^[a-z][a-z0-9-]*$/

/** The in-page anchor of a role, from its `key`; undefined when the key is missing or odd. */
export function roleAnchor(key: unknown): string | undefined {
  const value = text(key)
  return value && SLUG.test(value) ? value : undefined
}

export interface RoleNavItem {
  id: string
  label: string
  hint?: string
}

/** Styles of `RoleNav`, for the styled root of the section that renders it. */
export const roleNavCss = css`
  .role-nav {
    margin-block-end: clamp(2rem, 1.5rem + 2vw, 3rem);
  }

  .role-nav > ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${t.space[3]};
  }

  .role-nav a {
    display: inline-flex;
    align-items: baseline;
    gap: ${t.space[2]};
    padding: ${t.space[3]} ${t.space[5]};
    border: 1px solid ${t.color.borderStrong};
    border-radius: ${t.radius.full};
    background: ${t.color.surface};
    color: ${t.color.fg};
    font-weight: ${t.fontWeight.semibold};
    text-decoration: none;
    box-shadow: ${t.shadow.xs};
    transition:
      border-color ${t.duration.fast} ease,
      color ${t.duration.fast} ease;
  }

  .role-nav a:hover {
    border-color: ${t.color.primary};
    color: ${t.color.primarySoftFg};
  }

  .role-nav-hint {
    color: ${t.color.fgMuted};
    font-size: ${t.fontSize.sm};
    font-weight: ${t.fontWeight.regular};
  }
`

interface RoleNavProps {
  /** Names the navigation landmark (the page has more than one `nav`). */
  label: string | null | undefined
  items: RoleNavItem[]
}

/** Jump links to the roles further down the page: plain anchors, no JavaScript. */
export function RoleNav({ label, items }: RoleNavProps) {
  const name = text(label)
  if (!name || items.length < 2) return null
  return (
    <nav className="role-nav" aria-label={name}>
      <ul role="list">
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>
              {item.label}
              {item.hint ? <span className="role-nav-hint">{item.hint}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
