import type {
  AboutPageQueryResult,
  CareersPageQueryResult,
  ConciergePageQueryResult,
  PricingPageQueryResult,
} from '@/sanity.types'

export type PricingPage = NonNullable<PricingPageQueryResult['page']>
export type ConciergePage = NonNullable<ConciergePageQueryResult['page']>
export type AboutPage = NonNullable<AboutPageQueryResult['page']>
export type CareersPage = NonNullable<CareersPageQueryResult['page']>

/** The content a section of one of these pages receives: its projection, possibly null or partial. */
export type PageSection<Page, K extends keyof Page> = Page[K] | undefined
