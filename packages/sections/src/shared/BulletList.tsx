import { stylesheet } from './stylesheet'
import type { ReactNode } from 'react'

const styles = stylesheet('bullet-list')

export type BulletMark = 'check' | 'check-circle' | 'x-circle'
export type BulletTone = 'success' | 'primary' | 'destructive'

interface BulletListProps {
  mark: BulletMark
  tone: BulletTone
  /** The section's own class for the list, if it styles it further. */
  className?: string
  children: ReactNode
}

/** A `<ul>` whose items start with a drawn mark (check, check in a circle, cross in a circle). */
export function BulletList({ mark, tone, className, children }: BulletListProps) {
  return (
    <ul
      className={className ? `bullet-list ${className}` : 'bullet-list'}
      data-mark={mark}
      data-tone={tone}
    >
      {children}
      {styles}
    </ul>
  )
}
