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
 * How the site draws one section type: its content and the page's context to the type's
 * component(s). Each folder's `render.tsx` exports one per section type, named after the type.
 */
export type SectionRender<T extends SectionType> = (
  section: SectionOf<T>,
  context: SectionContext,
) => ReactNode

/** The anchor an editor set, else the section's usual one. */
export const anchor = (section: { anchor?: string | null }, fallback: string) =>
  section.anchor || fallback

/** The band's background: muted when the editor chose it, else the default. */
export const tone = (section: { tone?: string | null }) =>
  section.tone === 'muted' ? 'muted' : undefined
