import styled from 'styled-components'
import { tokens as t } from '../tokens'
import { Icon } from './Icon'
import type { IconName } from './names'

export type IconTileTone = 'primary' | 'accent' | 'success' | 'neutral'

const tones: Record<IconTileTone, string> = {
  primary: `background:${t.color.primarySoft};color:${t.color.primarySoftFg};`,
  accent: `background:${t.color.accentSoft};color:${t.color.accentSoftFg};`,
  success: `background:${t.color.successSoft};color:${t.color.successSoftFg};`,
  neutral: `background:${t.color.secondary};color:${t.color.secondaryFg};`,
}

const Tile = styled.span<{ $tone: IconTileTone; $size: 'md' | 'lg' }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${({ $size }) => ($size === 'lg' ? '3.5rem' : '2.75rem')};
  height: ${({ $size }) => ($size === 'lg' ? '3.5rem' : '2.75rem')};
  border-radius: ${t.radius.md};
  font-size: ${({ $size }) => ($size === 'lg' ? '1.375rem' : '1.125rem')};
  ${({ $tone }) => tones[$tone]}
`

export type IconTileProps = {
  name: IconName
  tone?: IconTileTone
  size?: 'md' | 'lg'
  className?: string
}

/** An icon on a tinted rounded square (benefit and feature cards). Decorative. */
export function IconTile({ name, tone = 'primary', size = 'md', className }: IconTileProps) {
  return (
    <Tile $tone={tone} $size={size} className={className}>
      <Icon name={name} />
    </Tile>
  )
}
