import type { ReactNode } from 'react'
import { Reveal, Section, SectionHeader, type SectionTone } from '@repo/ui'
import { hyphenateHeading } from '../lib/hyphenate'

/** Section headings stay a step below the hero's h1. */
export const SECTION_HEADING_SIZE = '3xl'

export interface SectionIntro {
  eyebrow?: string | null
  heading?: string | null
  text?: string | null
}

interface LandingSectionProps {
  /** Anchor id; the heading gets `<id>-heading` and names the region. */
  id: string
  intro: SectionIntro & { heading: string }
  tone?: SectionTone
  align?: 'center' | 'start'
  children: ReactNode
}

/** A landing-page band: named region, section header and body, each revealed on scroll. */
export function LandingSection({ id, intro, tone, align, children }: LandingSectionProps) {
  const headingId = `${id}-heading`
  return (
    <Section id={id} tone={tone} aria-labelledby={headingId}>
      <Reveal>
        <SectionHeader
          eyebrow={intro.eyebrow ?? undefined}
          heading={hyphenateHeading(intro.heading)}
          headingId={headingId}
          size={SECTION_HEADING_SIZE}
          lead={intro.text ?? undefined}
          align={align}
        />
      </Reveal>
      <Reveal>{children}</Reveal>
    </Section>
  )
}
