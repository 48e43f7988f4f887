import type { ReactNode } from 'react'
import styled from 'styled-components'
import { tokens as t } from '../tokens'
import {
  Eyebrow,
  Heading,
  Text,
  type HeadingLevel,
  type HeadingSize,
} from '../typography/Typography'

type Align = 'center' | 'start'

const Root = styled.header<{ $align: Align; $flush: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $align }) => ($align === 'center' ? 'center' : 'flex-start')};
  gap: ${t.space[4]};
  max-width: 48rem;
  margin-inline: ${({ $align }) => ($align === 'center' ? 'auto' : '0')};
  margin-block-end: ${({ $flush }) => ($flush ? '0' : 'clamp(2.5rem, 2rem + 2vw, 4rem)')};
  text-align: ${({ $align }) => ($align === 'center' ? 'center' : 'start')};
`

const Lead = styled(Text)`
  max-width: 40rem;
`

export type SectionHeaderProps = {
  eyebrow?: ReactNode
  heading: ReactNode
  /** Id of the heading, for the section's `aria-labelledby`. */
  headingId?: string
  level?: HeadingLevel
  size?: HeadingSize
  lead?: ReactNode
  align?: Align
  /** No space below (when nothing follows, e.g. a final call to action). */
  flush?: boolean
  /** Extra content under the lead (e.g. buttons). */
  children?: ReactNode
  className?: string
}

/** Eyebrow, heading and lead text that open a section. */
export function SectionHeader({
  eyebrow,
  heading,
  headingId,
  level = 2,
  size,
  lead,
  align = 'center',
  flush = false,
  children,
  className,
}: SectionHeaderProps) {
  return (
    <Root $align={align} $flush={flush} className={className}>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <Heading level={level} size={size} id={headingId}>
        {heading}
      </Heading>
      {lead ? (
        <Lead size="lg" tone="muted">
          {lead}
        </Lead>
      ) : null}
      {children}
    </Root>
  )
}
