import type { ReactNode } from 'react'
import { cx } from '../classes'
import {
  Eyebrow,
  Heading,
  Text,
  type HeadingLevel,
  type HeadingSize,
} from '../typography/Typography'

type Align = 'center' | 'start'

export type SectionHeaderProps = {
  eyebrow?: ReactNode
  heading: ReactNode
  /** Id of the heading, for the section's `aria-labelledby`. */
  headingId?: string
  level?: HeadingLevel
  size?: HeadingSize
  lead?: ReactNode
  align?: Align
  /** No space below (when nothing follows, e.g. a final call to action). */
  flush?: boolean
  /** Extra content under the lead (e.g. buttons). */
  children?: ReactNode
  className?: string
}

/** Eyebrow, heading and lead text that open a section (global class layer). */
export function SectionHeader({
  eyebrow,
  heading,
  headingId,
  level = 2,
  size,
  lead,
  align = 'center',
  flush = false,
  children,
  className,
}: SectionHeaderProps) {
  return (
    <header
      className={cx(
        'ui-section-header',
        align === 'start' && 'ui-section-header-start',
        flush && 'ui-section-header-flush',
        className,
      )}
    >
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <Heading level={level} size={size} id={headingId}>
        {heading}
      </Heading>
      {lead ? (
        <Text size="lg" tone="muted" className="ui-section-lead">
          {lead}
        </Text>
      ) : null}
      {children}
    </header>
  )
}
