import { cache } from 'react'
import { fetchContent } from './fetch'
import { legalPaths } from './routes'
import { legalPageQuery } from './queries'

/** A legal text and the labels all of them share, by slug (`impressum`), once per render. */
export const getLegalPage = cache((slug: string) => fetchContent(legalPageQuery, { slug }))

/** The legal route's params (app/(company)/[legal]): the five texts, whatever the content. */
export const legalParams = () => legalPaths.map((path) => ({ legal: path.slice(1) }))
