import { cache } from 'react'
import { fetchContent } from '@/lib/content'
import { siteSettingsQuery } from '@/queries'
import type { SiteSettingsQueryResult } from '@repo/content/sanity.types'

export type SiteSettings = SiteSettingsQueryResult
export type Navigation = NonNullable<SiteSettings['navigation']>

/** One settings read per render, shared by the layouts, the metadata and the 404 page. */
export const getSiteSettings = cache(() => fetchContent(siteSettingsQuery))
