import type { SVGProps } from 'react'
import { cx } from '../classes'
import { glyphs } from './glyphs'
import type { IconName } from './names'

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'name' | 'children'> & {
  name: IconName
  /** Accessible name; without it the icon is decorative (aria-hidden). */
  label?: string
}

/**
 * Inline SVG icon by name: no requests, no JS, colour from `currentColor`. Size (1.25em, so it
 * scales with text) and stroke come from the `.ui-icon` class rather than attributes: a page
 * carries dozens of icons, each in its HTML and again in its RSC payload.
 */
export function Icon({ name, label, className, ...rest }: IconProps) {
  const a11y = label
    ? ({ role: 'img', 'aria-label': label } as const)
    : ({ 'aria-hidden': true } as const)
  return (
    <svg
      viewBox="0 0 24 24"
      className={cx('ui-icon', className)}
      data-icon={name}
      {...a11y}
      {...rest}
    >
      {glyphs[name]}
    </svg>
  )
}
