'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react'
import { CloseIcon, MenuPanelContent } from './MobileMenuIsland'

interface MobileMenuDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The burger, which gets the focus back when the menu closes. */
  trigger: RefObject<HTMLButtonElement | null>
  title: string | undefined
  closeLabel: string | undefined
  top: ReactNode
  children: ReactNode
}

/** Where the header shows its full navigation and hides the burger (Header.css, MobileMenu.css). */
const wideScreen = '(min-width: 64em)'

/**
 * The burger menu as Radix's modal dialog: focus kept inside, the page behind it inert and not
 * scrolling, Escape and a click outside close it, focus returns to the burger. In a portal, above
 * the header and the fixed mobile bar. Loaded on demand by MobileMenuIsland.
 */
export function MobileMenuDialog({
  open,
  onOpenChange,
  trigger,
  title,
  closeLabel,
  top,
  children,
}: MobileMenuDialogProps) {
  const panel = useRef<HTMLDivElement>(null)

  // The burger disappears on a wide screen (a phone turned, a window widened): so does its menu.
  useEffect(() => {
    if (!open) return
    const query = window.matchMedia(wideScreen)
    const close = () => query.matches && onOpenChange(false)
    query.addEventListener('change', close)
    return () => query.removeEventListener('change', close)
  }, [open, onOpenChange])

  // Every link leaves the menu: for another page, or for the app in a new tab.
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) onOpenChange(false)
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="menu-overlay" />
        <Dialog.Content
          ref={panel}
          className="menu-panel"
          aria-describedby={undefined}
          // Radix would focus the first button (it passes over links): the close button, after
          // the view switch. Starting at the top keeps the tab order the order the panel shows.
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            panel.current?.querySelector<HTMLElement>('a[href], button')?.focus()
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            trigger.current?.focus()
          }}
          onClick={closeOnLink}
        >
          <Dialog.Title className="ui-visually-hidden">{title}</Dialog.Title>
          <MenuPanelContent
            top={top}
            close={
              <Dialog.Close className="menu-button" aria-label={closeLabel}>
                <CloseIcon />
              </Dialog.Close>
            }
          >
            {children}
          </MenuPanelContent>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
