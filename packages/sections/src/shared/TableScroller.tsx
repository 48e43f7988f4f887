import { stylesheet } from './stylesheet'
import type { ReactNode } from 'react'
import { cx } from '@repo/ui'

const styles = stylesheet('table-scroller')

interface TableScrollerProps {
  /** Id of the table's caption, which names the scroller. */
  labelledBy: string
  /** The section's root class for the table inside. */
  className: string
  children: ReactNode
}

/**
 * A data table that scrolls sideways where the screen is too narrow, its first column and the
 * product's column (`data-product`) kept in view. Focusable and named, so keyboard users can scroll
 * it too.
 */
export function TableScroller({ labelledBy, className, children }: TableScrollerProps) {
  return (
    <div
      className={cx('table-scroller', className)}
      role="group"
      aria-labelledby={labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard scrolling needs focus
      tabIndex={0}
    >
      {children}
      {styles}
    </div>
  )
}
