import styled, { css } from 'styled-components'
import { tokens as t } from '../tokens'
import type { BoxProps } from '../types'

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6
export type HeadingSize = 'display' | '4xl' | '3xl' | '2xl' | 'xl' | 'lg' | 'base'

const headingSizes: Record<HeadingSize, ReturnType<typeof css>> = {
  display: css`
    font-size: ${t.fontSize['5xl']};
    line-height: ${t.lineHeight.tight};
    letter-spacing: ${t.letterSpacing.tighter};
    font-weight: ${t.fontWeight.bold};
  `,
  '4xl': css`
    font-size: ${t.fontSize['4xl']};
    line-height: ${t.lineHeight.tight};
    letter-spacing: ${t.letterSpacing.tighter};
  `,
  '3xl': css`
    font-size: ${t.fontSize['3xl']};
    line-height: 1.15;
    letter-spacing: ${t.letterSpacing.tight};
  `,
  '2xl': css`
    font-size: ${t.fontSize['2xl']};
    line-height: 1.2;
    letter-spacing: ${t.letterSpacing.tight};
  `,
  xl: css`
    font-size: ${t.fontSize.xl};
    line-height: ${t.lineHeight.snug};
    letter-spacing: -0.01em;
  `,
  lg: css`
    font-size: ${t.fontSize.lg};
    line-height: ${t.lineHeight.snug};
    letter-spacing: -0.01em;
  `,
  base: css`
    font-size: ${t.fontSize.base};
    line-height: ${t.lineHeight.snug};
  `,
}

const defaultHeadingSize: Record<HeadingLevel, HeadingSize> = {
  1: 'display',
  2: '4xl',
  3: 'xl',
  4: 'lg',
  5: 'base',
  6: 'base',
}

const HeadingRoot = styled.h2<{ $size: HeadingSize; $align?: TextAlign }>`
  margin: 0;
  color: ${t.color.fg};
  font-weight: ${t.fontWeight.bold};
  ${({ $size }) => headingSizes[$size]}
  ${({ $align }) => $align && `text-align: ${$align};`}
`

type TextAlign = 'start' | 'center'

export type HeadingProps = Omit<BoxProps, 'as'> & {
  /** Document outline level (h1–h6). */
  level?: HeadingLevel
  /** Visual size, independent of the level. */
  size?: HeadingSize
  align?: TextAlign
}

export function Heading({ level = 2, size, align, ...rest }: HeadingProps) {
  return (
    <HeadingRoot
      as={`h${level}`}
      $size={size ?? defaultHeadingSize[level]}
      $align={align}
      {...rest}
    />
  )
}

export type TextSize = 'xs' | 'sm' | 'base' | 'lg' | 'xl'
export type TextTone = 'default' | 'muted' | 'primary' | 'accent'
export type TextWeight = 'regular' | 'medium' | 'semibold' | 'bold'

const toneColor: Record<TextTone, string> = {
  default: t.color.fg,
  muted: t.color.fgMuted,
  primary: t.color.link,
  accent: t.color.accentText,
}

const TextRoot = styled.p<{
  $size: TextSize
  $tone: TextTone
  $weight: TextWeight
  $align?: TextAlign
}>`
  margin: 0;
  font-size: ${({ $size }) => t.fontSize[$size]};
  line-height: ${({ $size }) => ($size === 'xs' || $size === 'sm' ? '1.5' : t.lineHeight.normal)};
  font-weight: ${({ $weight }) => t.fontWeight[$weight]};
  color: ${({ $tone }) => toneColor[$tone]};
  ${({ $align }) => $align && `text-align: ${$align};`}
`

export type TextProps = BoxProps & {
  size?: TextSize
  tone?: TextTone
  weight?: TextWeight
  align?: TextAlign
}

export function Text({
  size = 'base',
  tone = 'default',
  weight = 'regular',
  align,
  ...rest
}: TextProps) {
  return <TextRoot $size={size} $tone={tone} $weight={weight} $align={align} {...rest} />
}

/** Small label above a section heading. */
export const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${t.space[2]};
  margin: 0;
  padding: 0.3125rem 0.75rem;
  border: 1px solid ${t.color.border};
  border-radius: ${t.radius.full};
  background: ${t.color.surface};
  color: ${t.color.primarySoftFg};
  font-size: 0.8125rem;
  font-weight: ${t.fontWeight.semibold};
  line-height: 1.3;
  letter-spacing: 0.02em;
  box-shadow: ${t.shadow.xs};

  &::before {
    content: '';
    flex: none;
    width: 0.4375rem;
    height: 0.4375rem;
    border-radius: ${t.radius.full};
    background: ${t.color.accent};
    box-shadow: 0 0 0 3px ${t.color.accentSoft};
  }
`

/** Emphasised words in a heading (the hero's `highlight`): a brand gradient on the text. */
export const Highlight = styled.span`
  background: linear-gradient(100deg, ${t.color.highlightFrom}, ${t.color.highlightTo});
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
  -webkit-box-decoration-break: clone;
  box-decoration-break: clone;

  @media (forced-colors: active) {
    background: none;
    color: CanvasText;
  }
`
