import type { HTMLAttributes } from 'react'

/** Elements a layout primitive may render as (`as` prop). */
export type BoxTag =
  | 'div'
  | 'section'
  | 'article'
  | 'aside'
  | 'header'
  | 'footer'
  | 'nav'
  | 'main'
  | 'ul'
  | 'ol'
  | 'li'
  | 'dl'
  | 'figure'
  | 'span'
  | 'p'

export type BoxProps = HTMLAttributes<HTMLElement> & { as?: BoxTag }
