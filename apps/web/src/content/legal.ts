import { cache } from 'react'
import { legalPageQuery } from '@repo/sections/queries'
import { fetchContent } from './fetch'

/** A legal text and the labels all of them share, by slug (`impressum`), once per render. */
export const getLegalPage = cache((slug: string) => fetchContent(legalPageQuery, { slug }))
