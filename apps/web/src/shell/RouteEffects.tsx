'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

/**
 * On every client-side path change: scroll to the top and close an open popover (the burger
 * menu). The first render is left alone so the browser's own scroll restoration still works.
 */
export function RouteEffects() {
  const pathname = usePathname()
  const previous = useRef(pathname)

  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    window.scrollTo(0, 0)
    for (const popover of document.querySelectorAll<HTMLElement>('[popover]')) {
      popover.hidePopover?.()
    }
  }, [pathname])

  return null
}
