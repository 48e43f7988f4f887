import type { ComponentPropsWithoutRef } from 'react'
import { cx, type HeadingSize, type TextSize, type TextTone, type TextWeight } from '../classes'
import type { BoxProps } from '../types'

export type { HeadingSize, TextSize, TextTone, TextWeight }
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6
type TextAlign = 'start' | 'center'

const defaultHeadingSize: Record<HeadingLevel, HeadingSize> = {
  1: 'display',
  2: '4xl',
  3: 'xl',
  4: 'lg',
  5: 'base',
  6: 'base',
}

export type HeadingProps = Omit<BoxProps, 'as'> & {
  /** Document outline level (h1–h6). */
  level?: HeadingLevel
  /** Visual size, independent of the level. */
  size?: HeadingSize
  align?: TextAlign
}

// Heading, Text and Eyebrow render plain elements styled by the global class layer (classes.ts).

export function Heading({ level = 2, size, align, className, ...rest }: HeadingProps) {
  const Tag = `h${level}` as const
  return (
    <Tag
      className={cx(
        'ui-heading',
        `ui-heading-${size ?? defaultHeadingSize[level]}`,
        align && `ui-align-${align}`,
        className,
      )}
      {...rest}
    />
  )
}

export type TextProps = BoxProps & {
  size?: TextSize
  tone?: TextTone
  weight?: TextWeight
  align?: TextAlign
}

export function Text({
  as: Tag = 'p',
  size = 'base',
  tone = 'default',
  weight = 'regular',
  align,
  className,
  ...rest
}: TextProps) {
  return (
    <Tag
      className={cx(
        'ui-text',
        `ui-text-${size}`,
        `ui-tone-${tone}`,
        `ui-weight-${weight}`,
        align && `ui-align-${align}`,
        className,
      )}
      {...rest}
    />
  )
}

/** Small label above a section heading. */
export function Eyebrow({ as: Tag = 'p', className, ...rest }: BoxProps) {
  return <Tag className={cx('ui-eyebrow', className)} {...rest} />
}

/**
 * Emphasised words in a heading (the hero's `highlight`): a brand gradient on the text. A class,
 * not a styled component: those write their `<style>` beside the element, inside the heading.
 */
export function Highlight({ className, ...rest }: ComponentPropsWithoutRef<'span'>) {
  return <span className={cx('ui-highlight', className)} {...rest} />
}
