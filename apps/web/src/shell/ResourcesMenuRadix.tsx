'use client'

import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { useEffect, useRef, useState } from 'react'
import { Chevron, useCurrentEntry, type ResourcesMenuIslandProps } from './ResourcesMenuIsland'

interface ResourcesMenuRadixProps extends ResourcesMenuIslandProps {
  /** Opened from the keyboard: focus the first item, as Radix does for its own trigger. */
  focusFirstItem: boolean
  /** Letters typed before the menu existed, replayed into its typeahead. */
  typed: string[]
}

/**
 * The Resources menu: Radix's accessible dropdown (arrow keys, Escape, focus return, typeahead).
 * Radix itself times what the spec asks for (see @radix-ui/react-menu 2.2.1, dist/index.mjs):
 * typeahead search resets 1000 ms after the last key, and a submenu trigger opens its submenu
 * 100 ms after the pointer rests on it. Plain elements with class names only; ResourcesMenu.css
 * styles them under the menu's root class. No Portal, so the menu stays inside that root. Loaded on demand by ResourcesMenuIsland, when the
 * visitor has activated its placeholder trigger: hence open from the start.
 */
export function ResourcesMenuRadix({
  label,
  items,
  focusFirstItem,
  typed,
}: ResourcesMenuRadixProps) {
  const content = useRef<HTMLDivElement>(null)
  const [initial] = useState({ focusFirstItem, typed })
  const current = useCurrentEntry(items)

  // Once, after Radix has focused the content on mount (child effects run first).
  useEffect(() => {
    if (initial.focusFirstItem) {
      content.current
        ?.querySelector<HTMLElement>('[role="menuitem"]')
        ?.focus({ preventScroll: true })
    }
    // Replayed on the next task: React ignores events dispatched while it flushes effects.
    const replay = setTimeout(() => {
      for (const key of initial.typed) {
        document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
      }
    })
    return () => clearTimeout(replay)
  }, [initial])

  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger
        className="nav-item resources-trigger"
        data-current={current ? '' : undefined}
      >
        {label}
        <Chevron />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        ref={content}
        className="resources-content"
        align="start"
        sideOffset={10}
        loop
      >
        {items.map((item, index) => (
          <DropdownMenu.Item key={index} className="resources-item" asChild>
            <a
              href={item.href}
              {...item.linkProps}
              aria-current={item === current ? 'page' : undefined}
            >
              <span className="resources-item__label">{item.label}</span>
              {item.description && (
                <span className="resources-item__description">{item.description}</span>
              )}
            </a>
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}
