import { cx } from '../classes'
import { Icon } from './Icon'
import type { IconName } from './names'

export type IconTileTone = 'primary' | 'accent' | 'success' | 'neutral'

export type IconTileProps = {
  name: IconName
  tone?: IconTileTone
  size?: 'md' | 'lg'
  className?: string
}

/** An icon on a tinted rounded square (benefit and feature cards). Decorative. */
export function IconTile({ name, tone = 'primary', size = 'md', className }: IconTileProps) {
  return (
    <span
      className={cx(
        'ui-icon-tile',
        size === 'lg' && 'ui-icon-tile-lg',
        `ui-icon-tile-${tone}`,
        className,
      )}
    >
      <Icon name={name} />
    </span>
  )
}
