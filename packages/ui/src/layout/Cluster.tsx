import styled from 'styled-components'
import { tokens as t, type SpaceKey } from '../tokens'
import type { BoxProps } from '../types'

type Align = 'start' | 'center' | 'end' | 'stretch' | 'baseline'
type Justify = 'start' | 'center' | 'end' | 'between'

const flexValue = (value: Align | Justify) =>
  value === 'start' || value === 'end'
    ? `flex-${value}`
    : value === 'between'
      ? 'space-between'
      : value

const ClusterRoot = styled.div<{ $gap: SpaceKey; $align: Align; $justify: Justify }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ $gap }) => t.space[$gap]};
  align-items: ${({ $align }) => flexValue($align)};
  justify-content: ${({ $justify }) => flexValue($justify)};
`

export type ClusterProps = BoxProps & { gap?: SpaceKey; align?: Align; justify?: Justify }

/** Horizontal group that wraps (buttons, badges, inline meta). */
export function Cluster({ gap = 3, align = 'center', justify = 'start', ...rest }: ClusterProps) {
  return <ClusterRoot $gap={gap} $align={align} $justify={justify} {...rest} />
}
