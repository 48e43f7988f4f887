import type { HTMLAttributes } from 'react'

type VisuallyHiddenProps = HTMLAttributes<HTMLElement> & {
  as?: 'span' | 'div' | 'caption' | 'legend' | 'p' | 'h2' | 'h3' | 'label'
}

/**
 * Hidden on screen, read by screen readers. A plain element with the global
 * `.ui-visually-hidden` class: no style tag per instance, however often it is used.
 */
export function VisuallyHidden({ as: Tag = 'span', className, ...rest }: VisuallyHiddenProps) {
  return (
    <Tag
      className={className ? `ui-visually-hidden ${className}` : 'ui-visually-hidden'}
      {...rest}
    />
  )
}
