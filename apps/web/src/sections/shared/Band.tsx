import type { ComponentType, ReactNode } from 'react'
import { LandingSection, type SectionIntro } from './LandingSection'

export type BandTone = 'default' | 'muted'

interface BandProps {
  /** The section's root class: its stylesheet styles the plain markup inside. */
  className?: string
  /** @deprecated Transitional: the section's styled element, until it has its own stylesheet. */
  body?: ComponentType<{ children: ReactNode }>
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
export function Band({ className, body: Body, id, intro, tone, children }: BandProps) {
  return (
    <LandingSection id={id} tone={tone} intro={intro}>
      {Body ? <Body>{children}</Body> : <div className={className}>{children}</div>}
    </LandingSection>
  )
}
