import styled, { css } from 'styled-components'
import { darkToneCss, tokens as t } from '../tokens'
import type { BoxProps } from '../types'
import { Container, type ContainerSize } from './Container'

export type SectionTone = 'default' | 'muted' | 'dark'
export type SectionSpacing = 'default' | 'compact' | 'none'

const toneStyles: Record<SectionTone, ReturnType<typeof css>> = {
  default: css`
    background: ${t.color.bg};
  `,
  muted: css`
    background: ${t.color.bgMuted};
    border-block: 1px solid ${t.color.border};
  `,
  // Re-declares the colour roles, so everything inside (cards, buttons, text) turns dark too.
  dark: css`
    ${darkToneCss}
    background-color: ${t.color.bg};
    background-image:
      radial-gradient(60rem 32rem at 85% -10%, rgb(97 82 240 / 0.34), transparent 70%),
      radial-gradient(40rem 26rem at -5% 110%, rgb(255 181 71 / 0.12), transparent 70%);
  `,
}

const spacing: Record<SectionSpacing, string> = {
  default: t.size.sectionY,
  compact: t.size.sectionYCompact,
  none: '0',
}

const SectionRoot = styled.section<{ $tone: SectionTone; $spacing: SectionSpacing }>`
  position: relative;
  isolation: isolate;
  padding-block: ${({ $spacing }) => spacing[$spacing]};
  color: ${t.color.fg};
  ${({ $tone }) => toneStyles[$tone]}
`

export type SectionProps = BoxProps & {
  tone?: SectionTone
  spacing?: SectionSpacing
  /** Width of the inner Container; `full` renders children without one. */
  width?: ContainerSize | 'full'
}

/**
 * A page band. Give it an `id` (anchor target) and `aria-labelledby` pointing at its heading
 * so it shows up as a named region.
 */
export function Section({
  tone = 'default',
  spacing: space = 'default',
  width = 'default',
  children,
  as = 'section',
  ...rest
}: SectionProps) {
  return (
    <SectionRoot as={as} $tone={tone} $spacing={space} {...rest}>
      {width === 'full' ? children : <Container size={width}>{children}</Container>}
    </SectionRoot>
  )
}
