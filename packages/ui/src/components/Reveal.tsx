import { cx } from '../classes'
import type { BoxProps } from '../types'

export type RevealProps = BoxProps

/** Animates its children in as they scroll into view (CSS only, see `.ui-reveal`). */
export function Reveal({ as: Tag = 'div', className, ...rest }: RevealProps) {
  return <Tag className={cx('ui-reveal', className)} {...rest} />
}
