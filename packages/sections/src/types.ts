import type { PageQueryResult } from '@repo/content/sanity.types'

/** A page as the page query projects it. */
export type Page = NonNullable<PageQueryResult['page']>

/** One section of a page: the union of every section type's projection. */
export type PageSection = NonNullable<Page['sections']>[number]

export type SectionType = PageSection['_type']

/** The content one section receives: its type's projection, normalised where it was fetched. */
export type SectionOf<T extends SectionType> = Extract<PageSection, { _type: T }>
