import type { ReactNode } from 'react'
import { cx } from '@repo/ui'
import { stylesheet } from './stylesheet'

const styles = stylesheet('data-table')

interface DataTableProps {
  /** Id of the table's caption or heading, which names the table's region. */
  labelledBy: string
  /** The section's root class for the table inside. */
  className: string
  children: ReactNode
}

/**
 * A data table where the screen is wide enough; on phones each body row becomes a card (its
 * header cell the title, then the product's cell, then the others, each under its column's name
 * from `data-label`). The table keeps explicit roles, so its header associations survive the
 * cards' block layout. The region is named and focusable: should the table ever be wider than
 * the screen (large text), keyboard users scroll it too.
 */
export function DataTable({ labelledBy, className, children }: DataTableProps) {
  return (
    <div
      className={cx('data-table', className)}
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
