import type { Metadata } from 'next'
import { notFoundMetadata } from '@/shell/metadata'
import { NotFoundView } from '@/shell/NotFoundView'
import { getSiteSettings } from '@/shell/settings'

export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata(await getSiteSettings())
}

/** notFound() in a company page: the 404 inside the company shell of the group layout. */
export default async function CompanyNotFound() {
  return <NotFoundView settings={await getSiteSettings()} view="company" />
}
