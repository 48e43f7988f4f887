import { cx, type CardPadding, type CardVariant } from '../classes'
import type { BoxProps } from '../types'

export type { CardPadding, CardVariant }
export type CardProps = BoxProps & {
  variant?: CardVariant
  padding?: CardPadding
  /** Lift on hover (for cards that contain a link or button). */
  interactive?: boolean
}

/**
 * Bordered surface with a 16px radius; a flex column with a gap between its children. Styled by
 * the global class layer, so a grid of cards adds no style tags.
 */
export function Card({
  variant = 'default',
  padding = 'md',
  interactive = false,
  as: Tag = 'div',
  className,
  ...rest
}: CardProps) {
  return (
    <Tag
      className={cx(
        'ui-card',
        `ui-card-${variant}`,
        `ui-card-pad-${padding}`,
        interactive && 'ui-card-interactive',
        className,
      )}
      {...rest}
    />
  )
}
