import { cache } from 'react'
import { fetchContent } from './fetch'
import { legalPageQuery } from './queries'

/** A legal text and the labels all of them share, by slug (`impressum`), once per render. */
export const getLegalPage = cache((slug: string) => fetchContent(legalPageQuery, { slug }))
