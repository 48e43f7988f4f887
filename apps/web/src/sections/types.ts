import type { CompanyLandingPageQueryResult, TalentLandingPageQueryResult } from '@/sanity.types'

export type CompanyLandingPage = NonNullable<CompanyLandingPageQueryResult['page']>
export type TalentLandingPage = NonNullable<TalentLandingPageQueryResult['page']>

/** The content one landing-page section receives: its projection, possibly null or partial. */
export type SectionContent<K extends Exclude<keyof CompanyLandingPage, 'seo'>> =
  CompanyLandingPage[K] | undefined

/**
 * The same for a section of the talent landing page. Sections both pages share (hero, process,
 * benefits, comparison, FAQ, final call to action) use the same fragments, so one component
 * takes either page's content.
 */
export type TalentSectionContent<K extends Exclude<keyof TalentLandingPage, 'seo'>> =
  TalentLandingPage[K] | undefined
