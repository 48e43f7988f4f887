import styled, { css } from 'styled-components'
import { media, tokens as t, type SpaceKey } from '../tokens'
import type { BoxProps } from '../types'

type Align = 'start' | 'center' | 'end' | 'stretch' | 'baseline'
type Justify = 'start' | 'center' | 'end' | 'between'

const flexValue = (value: Align | Justify) =>
  value === 'start' || value === 'end'
    ? `flex-${value}`
    : value === 'between'
      ? 'space-between'
      : value

const StackRoot = styled.div<{ $gap: SpaceKey; $align?: Align }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap }) => t.space[$gap]};
  ${({ $align }) => $align && `align-items: ${flexValue($align)};`}
`

export type StackProps = BoxProps & { gap?: SpaceKey; align?: Align }

/** Vertical flow with a token gap (no margins, no child selectors: safe next to RSC style tags). */
export function Stack({ gap = 4, align, ...rest }: StackProps) {
  return <StackRoot $gap={gap} $align={align} {...rest} />
}

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

export type GridColumns = { sm?: number; md?: number; lg?: number }

const columnsAt = (count: number | undefined) =>
  count ? `grid-template-columns: repeat(${count}, minmax(0, 1fr));` : ''

const GridRoot = styled.div<{ $gap: SpaceKey; $min: string; $columns?: GridColumns }>`
  display: grid;
  gap: ${({ $gap }) => t.space[$gap]};
  ${({ $columns, $min }) =>
    $columns
      ? css`
          grid-template-columns: minmax(0, 1fr);
          ${media.sm} {
            ${columnsAt($columns.sm)}
          }
          ${media.md} {
            ${columnsAt($columns.md)}
          }
          ${media.lg} {
            ${columnsAt($columns.lg)}
          }
        `
      : `grid-template-columns: repeat(auto-fit, minmax(min(100%, ${$min}), 1fr));`}
`

export type GridProps = BoxProps & {
  gap?: SpaceKey
  /** Smallest column width for the automatic layout (ignored when `columns` is set). */
  min?: string
  /** Fixed column counts from a breakpoint up; one column below the first. */
  columns?: GridColumns
}

/** Responsive grid: automatic (`min`) or fixed counts per breakpoint (`columns`). */
export function Grid({ gap = 6, min = '16rem', columns, ...rest }: GridProps) {
  return <GridRoot $gap={gap} $min={min} $columns={columns} {...rest} />
}
