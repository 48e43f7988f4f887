'use client'

import { usePathname } from 'next/navigation'
import type { ComponentProps } from 'react'

interface CurrentPageLinkProps extends ComponentProps<'a'> {
  href: string
  /** The link leads to a section the page belongs to (the view): `aria-current="true"`. */
  containsPage?: boolean
}

/**
 * A header link that marks the page it leads to as the current one (`aria-current="page"`, which
 * the stylesheets show). The layouts render the header once for all their pages and know no path,
 * so the link reads it itself; prerendering gives it the page's path, so the mark is in the HTML.
 */
export function CurrentPageLink({ href, containsPage, children, ...props }: CurrentPageLinkProps) {
  const current = usePathname() === href ? 'page' : containsPage ? 'true' : undefined
  return (
    <a {...props} href={href} aria-current={current}>
      {children}
    </a>
  )
}
