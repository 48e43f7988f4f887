'use client'

import {
  useCallback,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from 'react'
import type { MobileMenuDialog } from './MobileMenuDialog'

/** The native popover's id, which the burger and close buttons point at. */
export const mobileMenuId = 'site-menu'

export interface MobileMenuIslandProps {
  openLabel: string | undefined
  closeLabel: string | undefined
  /** The menu's accessible name. */
  title: string | undefined
  /** The panel's first row, beside the close button (the view switch). */
  top: ReactNode
  /** The panel's links and buttons. */
  children: ReactNode
}

export function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  )
}

/** The panel's rows, the same in the native popover and in the dialog. */
export function MenuPanelContent({
  top,
  close,
  children,
}: {
  top: ReactNode
  close: ReactNode
  children: ReactNode
}) {
  return (
    <>
      <div className="panel-top">
        {top}
        {close}
      </div>
      {children}
    </>
  )
}

type Dialog = ComponentType<Parameters<typeof MobileMenuDialog>[0]>

let loadedDialog: Dialog | undefined
let dialogModule: Promise<Dialog> | undefined
const loadDialog = () =>
  (dialogModule ??= import('./MobileMenuDialog').then(
    (module) => (loadedDialog = module.MobileMenuDialog),
  ))

/**
 * The burger and its menu panel. The server renders a native popover, which opens, closes on
 * Escape and returns focus without any JavaScript. Once the page is hydrated, activating the
 * burger loads Radix's modal dialog (fetched when the pointer or focus reaches the burger, so the
 * first paint's scripts do not grow) and opens the same panel in it instead: focus stays inside,
 * the page stops scrolling. The burger stays the same element throughout, so focus can return to it.
 */
export function MobileMenuIsland({
  openLabel,
  closeLabel,
  title,
  top,
  children,
}: MobileMenuIslandProps) {
  const burger = useRef<HTMLButtonElement>(null)
  const [dialog, setDialog] = useState<{ Dialog: Dialog; open: boolean }>()
  const setOpen = useCallback(
    (open: boolean) => setDialog((current) => current && { ...current, open }),
    [],
  )

  const preload = () => void loadDialog()
  const open = (event: MouseEvent) => {
    // Keeps the native popover closed: the dialog shows the panel from now on.
    event.preventDefault()
    if (loadedDialog) setDialog({ Dialog: loadedDialog, open: true })
    else void loadDialog().then((Dialog) => setDialog({ Dialog, open: true }))
  }

  return (
    <>
      <button
        ref={burger}
        type="button"
        className="menu-button"
        popoverTarget={dialog ? undefined : mobileMenuId}
        aria-haspopup={dialog ? 'dialog' : undefined}
        aria-expanded={dialog?.open}
        aria-label={openLabel}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={open}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>
      {dialog ? (
        <dialog.Dialog
          open={dialog.open}
          onOpenChange={setOpen}
          trigger={burger}
          title={title}
          closeLabel={closeLabel}
          top={top}
        >
          {children}
        </dialog.Dialog>
      ) : (
        <div id={mobileMenuId} popover="auto" className="menu-panel">
          <MenuPanelContent
            top={top}
            close={
              <button
                type="button"
                className="menu-button"
                popoverTarget={mobileMenuId}
                popoverTargetAction="hide"
                aria-label={closeLabel}
              >
                <CloseIcon />
              </button>
            }
          >
            {children}
          </MenuPanelContent>
        </div>
      )}
    </>
  )
}
