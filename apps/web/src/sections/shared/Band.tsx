import type { ComponentType, ReactNode } from 'react'
import { LandingSection, type SectionIntro } from './LandingSection'

export type BandTone = 'default' | 'muted'

interface BandProps {
  /** The section's one styled element; it holds the rules for the plain markup inside. */
  body: ComponentType<{ children: ReactNode }>
  /** Anchor id; the heading gets `<id>-heading` and names the region. */
  id: string
  intro: SectionIntro & { heading: string }
  tone?: BandTone
  children: ReactNode
}

/**
 * A page band: the design system's Section, SectionHeader and Reveal (class layer, no style tags
 * of their own) around the section's styled body.
 */
export function Band({ body: Body, id, intro, tone, children }: BandProps) {
  return (
    <LandingSection id={id} tone={tone} intro={intro}>
      <Body>{children}</Body>
    </LandingSection>
  )
}
