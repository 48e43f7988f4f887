import type { ImagePropsFor } from '@repo/content/images'
import type { ReactNode } from 'react'
import type { CtaTargets } from './lib/CtaButton'
import type { SectionOf, SectionType } from './types'

/** What every section of a page may need besides its own content. */
export interface SectionContext {
  /** Where buttons lead (site settings). */
  targets: CtaTargets | null | undefined
  brand: string | null | undefined
  /** Landing pages open with the big hero; content pages with the plain one. */
  layout: 'landing' | 'content'
  /** Image URLs of the configured content source. */
  imageProps: ImagePropsFor
}

/**
 * What the registry passes every section's component: the section's content and the page's
 * context. A component declares only the props it uses.
 */
export type SectionProps<T extends SectionType> = SectionContext & { content: SectionOf<T> }

/** The component that draws a section type: `<Folder>` from `<folder>/<Folder>.tsx`. */
export type SectionComponent<T extends SectionType> = (props: SectionProps<T>) => ReactNode

/** The anchor an editor set, else the section's usual one. */
export const anchor = (section: { anchor?: string | null }, fallback: string) =>
  section.anchor || fallback

/** The band's background: muted when the editor chose it, else the default. */
export const bandTone = (section: { tone?: string | null }) =>
  section.tone === 'muted' ? 'muted' : undefined
