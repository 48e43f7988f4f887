import { cx } from '../classes'
import type { BoxProps } from '../types'
import { Container, type ContainerSize } from './Container'

export type SectionTone = 'default' | 'muted' | 'dark'
export type SectionSpacing = 'default' | 'compact' | 'none'

export type SectionProps = BoxProps & {
  tone?: SectionTone
  spacing?: SectionSpacing
  /** Width of the inner Container; `full` renders children without one. */
  width?: ContainerSize | 'full'
}

/**
 * A page band (global class layer). Give it an `id` (anchor target) and `aria-labelledby`
 * pointing at its heading so it shows up as a named region.
 */
export function Section({
  tone = 'default',
  spacing = 'default',
  width = 'default',
  children,
  as: Tag = 'section',
  className,
  ...rest
}: SectionProps) {
  return (
    <Tag
      className={cx('ui-section', `ui-section-${tone}`, `ui-section-y-${spacing}`, className)}
      {...rest}
    >
      {width === 'full' ? children : <Container size={width}>{children}</Container>}
    </Tag>
  )
}
