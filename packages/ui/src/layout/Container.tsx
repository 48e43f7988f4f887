import { cx } from '../classes'
import type { BoxProps } from '../types'

export type ContainerSize = 'narrow' | 'default' | 'wide'
export type ContainerProps = BoxProps & { size?: ContainerSize }

/** Centred content column with the responsive page gutter (global class layer). */
export function Container({
  size = 'default',
  as: Tag = 'div',
  className,
  ...rest
}: ContainerProps) {
  return <Tag className={cx('ui-container', `ui-container-${size}`, className)} {...rest} />
}
