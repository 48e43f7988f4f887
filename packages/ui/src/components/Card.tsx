import styled, { css } from 'styled-components'
import { tokens as t } from '../tokens'
import type { BoxProps } from '../types'

export type CardVariant = 'default' | 'muted' | 'elevated' | 'highlight'
export type CardPadding = 'none' | 'sm' | 'md' | 'lg'

const padding: Record<CardPadding, string> = {
  none: '0',
  sm: t.space[4],
  md: 'clamp(1.25rem, 1rem + 1vw, 1.75rem)',
  lg: 'clamp(1.5rem, 1rem + 2vw, 2.5rem)',
}

const variantStyles: Record<CardVariant, ReturnType<typeof css>> = {
  default: css`
    background: ${t.color.surface};
    box-shadow: ${t.shadow.xs};
  `,
  muted: css`
    background: ${t.color.surfaceMuted};
  `,
  elevated: css`
    background: ${t.color.surface};
    box-shadow: ${t.shadow.lg};
  `,
  highlight: css`
    background: ${t.color.surface};
    border-color: ${t.color.primary};
    box-shadow:
      0 0 0 1px ${t.color.primary},
      ${t.shadow.xl};
  `,
}

const CardRoot = styled.div<{
  $variant: CardVariant
  $padding: CardPadding
  $interactive: boolean
}>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${t.space[4]};
  min-width: 0;
  padding: ${({ $padding }) => padding[$padding]};
  border: 1px solid ${t.color.border};
  border-radius: ${t.radius.lg};
  color: ${t.color.fg};
  ${({ $variant }) => variantStyles[$variant]}
  ${({ $interactive }) =>
    $interactive &&
    css`
      transition:
        transform ${t.duration.base} ${t.easing.out},
        box-shadow ${t.duration.base} ${t.easing.out},
        border-color ${t.duration.base} ease;
      &:hover {
        transform: translateY(-3px);
        border-color: ${t.color.borderStrong};
        box-shadow: ${t.shadow.lg};
      }
    `}
`

export type CardProps = BoxProps & {
  variant?: CardVariant
  padding?: CardPadding
  /** Lift on hover (for cards that contain a link or button). */
  interactive?: boolean
}

/** Bordered surface with a 16px radius; a flex column with a gap between its children. */
export function Card({
  variant = 'default',
  padding: pad = 'md',
  interactive = false,
  ...rest
}: CardProps) {
  return <CardRoot $variant={variant} $padding={pad} $interactive={interactive} {...rest} />
}
