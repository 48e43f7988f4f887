import styled from 'styled-components'
import { tokens as t } from '../tokens'
import type { BoxProps } from '../types'

export type BadgeTone =
  'neutral' | 'primary' | 'accent' | 'success' | 'danger' | 'solid' | 'outline'

const tones: Record<BadgeTone, string> = {
  neutral: `background:${t.color.secondary};color:${t.color.secondaryFg};`,
  primary: `background:${t.color.primarySoft};color:${t.color.primarySoftFg};`,
  accent: `background:${t.color.accentSoft};color:${t.color.accentSoftFg};`,
  success: `background:${t.color.successSoft};color:${t.color.successSoftFg};`,
  danger: `background:${t.color.destructiveSoft};color:${t.color.destructiveSoftFg};`,
  solid: `background:${t.color.primary};color:${t.color.primaryFg};`,
  outline: `background:transparent;color:${t.color.fg};border-color:${t.color.borderStrong};`,
}

const BadgeRoot = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 0.375em;
  width: fit-content;
  padding: 0.25rem 0.625rem;
  border: 1px solid transparent;
  border-radius: ${t.radius.full};
  font-size: 0.8125rem;
  font-weight: ${t.fontWeight.semibold};
  line-height: 1.3;
  white-space: nowrap;
  ${({ $tone }) => tones[$tone]}

  & svg {
    flex: none;
    width: 1.1em;
    height: 1.1em;
  }
`

export type BadgeProps = BoxProps & { tone?: BadgeTone }

/** Small pill label (plan badges, role tags, "Sparen 30%"). */
export function Badge({ tone = 'neutral', as = 'span', ...rest }: BadgeProps) {
  return <BadgeRoot as={as} $tone={tone} {...rest} />
}
