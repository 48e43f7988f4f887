'use client'

import { usePathname } from 'next/navigation'
import { useRef, useState, type ComponentType } from 'react'
import type { ResourcesMenuRadix } from './ResourcesMenuRadix'

export interface ResourceItem {
  href: string
  label: string
  description?: string
  /** A link to another site opens in a new tab. */
  linkProps?: Record<string, string>
}

export interface ResourcesMenuIslandProps {
  label: string
  items: ResourceItem[]
}

/**
 * The entry of the page the visitor is on, if any: it is marked `aria-current`, the trigger
 * `data-current` (shown like a current header link, NavItem.css).
 */
export function useCurrentEntry(items: ResourceItem[]) {
  const pathname = usePathname()
  return items.find((item) => item.href === pathname)
}

export function Chevron() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
      <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" />
    </svg>
  )
}

type Menu = ComponentType<Parameters<typeof ResourcesMenuRadix>[0]>

let loadedMenu: Menu | undefined
let menuModule: Promise<Menu> | undefined
const loadMenu = () =>
  (menuModule ??= import('./ResourcesMenuRadix').then(
    (module) => (loadedMenu = module.ResourcesMenuRadix),
  ))

interface OpenMenu {
  Menu: Menu
  byKeyboard: boolean
  typed: string[]
}

/**
 * Radix (about 29 kB gzipped) is loaded only for visitors who reach for the menu: pointer over
 * the trigger or focus on it fetches the code, and activating this look-alike button (click,
 * Enter, Space, arrow down) swaps in the Radix menu, opened. Swapping only after an activation
 * never replaces the button in the middle of a click; letters typed while the code is still on
 * its way are handed to the menu's typeahead.
 */
export function ResourcesMenuIsland(props: ResourcesMenuIslandProps) {
  const [menu, setMenu] = useState<OpenMenu>()
  const current = useCurrentEntry(props.items)
  // Letters typed between activation and the menu's mount; null before an activation.
  const typed = useRef<string[] | null>(null)

  const preload = () => void loadMenu()
  const open = (byKeyboard: boolean) => {
    // The same array keeps collecting until the menu has mounted and replays it.
    const buffer = (typed.current ??= [])
    if (loadedMenu) setMenu({ Menu: loadedMenu, byKeyboard, typed: buffer })
    else void loadMenu().then((Menu) => setMenu({ Menu, byKeyboard, typed: buffer }))
  }

  if (menu) return <menu.Menu {...props} focusFirstItem={menu.byKeyboard} typed={menu.typed} />
  return (
    <button
      type="button"
      className="nav-item resources-trigger"
      aria-haspopup="menu"
      aria-expanded="false"
      data-current={current ? '' : undefined}
      onPointerEnter={preload}
      onFocus={preload}
      // A click from Enter or Space has no pointer presses (detail 0).
      onClick={(event) => open(event.detail === 0)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault()
          open(true)
        } else if (typed.current && event.key.length === 1 && !event.ctrlKey && !event.metaKey) {
          event.preventDefault()
          typed.current.push(event.key)
        }
      }}
    >
      {props.label}
      <Chevron />
    </button>
  )
}
