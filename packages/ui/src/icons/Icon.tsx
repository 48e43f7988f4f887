import type { SVGProps } from 'react'
import { glyphs } from './glyphs'
import type { IconName } from './names'

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'name' | 'children'> & {
  name: IconName
  /** Width and height; a number is pixels. Defaults to 1.25em so it scales with text. */
  size?: number | string
  /** Accessible name; without it the icon is decorative (aria-hidden). */
  label?: string
}

/** Inline SVG icon by name: no requests, no JS, colour from `currentColor`. */
export function Icon({ name, size = '1.25em', label, strokeWidth = 1.75, ...rest }: IconProps) {
  const a11y = label
    ? ({ role: 'img', 'aria-label': label } as const)
    : ({ 'aria-hidden': true } as const)
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      {...a11y}
      {...rest}
    >
      {glyphs[name]}
    </svg>
  )
}
