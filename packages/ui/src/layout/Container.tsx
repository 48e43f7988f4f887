import styled from 'styled-components'
import { tokens as t } from '../tokens'
import type { BoxProps } from '../types'

export type ContainerSize = 'narrow' | 'default' | 'wide'

const maxWidth: Record<ContainerSize, string> = {
  narrow: t.size.containerNarrow,
  default: t.size.container,
  wide: t.size.containerWide,
}

const ContainerRoot = styled.div<{ $size: ContainerSize }>`
  width: 100%;
  max-width: calc(${({ $size }) => maxWidth[$size]} + 2 * ${t.size.gutter});
  margin-inline: auto;
  padding-inline: ${t.size.gutter};
`

export type ContainerProps = BoxProps & { size?: ContainerSize }

/** Centred content column with the responsive page gutter. */
export function Container({ size = 'default', ...rest }: ContainerProps) {
  return <ContainerRoot $size={size} {...rest} />
}
