'use client'

import { useSyncExternalStore } from 'react'

/*
 * Client island: plain elements styled by the global `.ui-toast*` classes (see global.tsx), so no
 * styled-components runtime reaches the browser. Mount <Toaster /> only where toasts are used.
 */

export const DEFAULT_TOAST_DURATION = 5000

export type ToastOptions = { duration?: number }
export type ToastItem = { id: number; message: string }

type Listener = () => void

let items: readonly ToastItem[] = []
let nextId = 1
const listeners = new Set<Listener>()
const timers = new Map<number, ReturnType<typeof setTimeout>>()
const noItems: readonly ToastItem[] = []

function publish(next: readonly ToastItem[]) {
  items = next
  for (const listener of listeners) listener()
}

/** Shows `message` for `duration` ms (default 5000) and returns its id. */
export function toast(message: string, { duration = DEFAULT_TOAST_DURATION }: ToastOptions = {}) {
  const id = nextId++
  publish([...items, { id, message }])
  timers.set(
    id,
    setTimeout(() => dismissToast(id), duration),
  )
  return id
}

export function dismissToast(id: number) {
  clearTimeout(timers.get(id))
  timers.delete(id)
  if (items.some((item) => item.id === id)) publish(items.filter((item) => item.id !== id))
}

function subscribe(listener: Listener) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export type ToasterProps = {
  /** Accessible label of each toast's close button; without it toasts have none. */
  dismissLabel?: string
}

/** Live region (role=status, polite) that lists the current toasts. */
export function Toaster({ dismissLabel }: ToasterProps) {
  const current = useSyncExternalStore(
    subscribe,
    () => items,
    () => noItems,
  )
  return (
    <div className="ui-toaster" role="status" aria-live="polite">
      {current.map((item) => (
        <div key={item.id} className="ui-toast">
          <span>{item.message}</span>
          {dismissLabel ? (
            <button
              type="button"
              className="ui-toast__close"
              aria-label={dismissLabel}
              onClick={() => dismissToast(item.id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
      ))}
    </div>
  )
}
