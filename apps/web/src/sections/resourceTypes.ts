import type {
  InterviewQuestionsPageQueryResult,
  InterviewTipsPageQueryResult,
  JobDescriptionPageQueryResult,
} from '@/sanity.types'

export type JobDescriptionPage = NonNullable<JobDescriptionPageQueryResult['page']>
export type InterviewQuestionsPage = NonNullable<InterviewQuestionsPageQueryResult['page']>
export type InterviewTipsPage = NonNullable<InterviewTipsPageQueryResult['page']>

/** What a section of a resource page receives: its projection, possibly null or partial. */
export type Content<T> = T | undefined
