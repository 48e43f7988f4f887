import type { CompanyLandingPageQueryResult } from '@/sanity.types'

export type CompanyLandingPage = NonNullable<CompanyLandingPageQueryResult['page']>

/** The content one landing-page section receives: its projection, possibly null or partial. */
export type SectionContent<K extends Exclude<keyof CompanyLandingPage, 'seo'>> =
  CompanyLandingPage[K] | undefined
