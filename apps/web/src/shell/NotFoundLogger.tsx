'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** Tells developers which path was not found, in the browser console. */
export function NotFoundLogger() {
  const pathname = usePathname()
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])
  return null
}
