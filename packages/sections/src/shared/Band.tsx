import type { ReactNode } from 'react'
import { LandingSection, type SectionIntro } from './LandingSection'

export type BandTone = 'default' | 'muted'

interface BandProps {
  /** The section's root class: its stylesheet styles the plain markup inside. */
  className: string
  /** Anchor id; the heading gets `<id>-heading` and names the region. */
  id: string
  intro: SectionIntro & { heading: string }
  tone?: BandTone
  children: ReactNode
}

/**
 * A page band: the design system's Section, SectionHeader and Reveal (class layer) around the
 * section's body, a plain element with the section's root class.
 */
export function Band({ className, id, intro, tone, children }: BandProps) {
  return (
    <LandingSection id={id} tone={tone} intro={intro}>
      <div className={className}>{children}</div>
    </LandingSection>
  )
}
