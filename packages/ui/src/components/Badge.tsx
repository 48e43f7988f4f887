import { cx, type BadgeTone } from '../classes'
import type { BoxProps } from '../types'

export type { BadgeTone }
export type BadgeProps = BoxProps & { tone?: BadgeTone }

/** Small pill label (plan badges, role tags, "Sparen 30%"), styled by the global class layer. */
export function Badge({ tone = 'neutral', as: Tag = 'span', className, ...rest }: BadgeProps) {
  return <Tag className={cx('ui-badge', `ui-badge-${tone}`, className)} {...rest} />
}
