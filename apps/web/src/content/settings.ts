import type { SiteSettingsQueryResult } from '@repo/content/sanity.types'
import { cache } from 'react'
import { fetchContent } from './fetch'
import { siteSettingsQuery } from './queries'

export type SiteSettings = SiteSettingsQueryResult
export type Navigation = NonNullable<SiteSettings['navigation']>

/** The site settings, read once per render: the root layouts hand them to the shell. */
export const getSiteSettings = cache(() => fetchContent(siteSettingsQuery))
