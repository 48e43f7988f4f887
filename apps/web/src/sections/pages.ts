import type {
  CompanyComparisonPageQueryResult,
  CompanyHowItWorksPageQueryResult,
  TalentComparisonPageQueryResult,
} from '@/sanity.types'

// Content types of the how-it-works and comparison pages, as their queries project them. Both
// how-it-works documents share one shape, so the company result type stands for either view.
export type HowItWorksPage = NonNullable<CompanyHowItWorksPageQueryResult['page']>
export type CompanyComparisonPage = NonNullable<CompanyComparisonPageQueryResult['page']>
export type TalentComparisonPage = NonNullable<TalentComparisonPageQueryResult['page']>

/** What one section of such a page receives: its projection, possibly null or partial. */
export type PageSectionContent<Page, K extends keyof Page> = Page[K] | undefined
