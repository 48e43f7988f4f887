import type { Metadata } from 'next'
import { notFoundMetadata } from '@/shell/metadata'
import { NotFoundView } from '@/shell/NotFoundView'
import { getSiteSettings } from '@/shell/settings'

export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata(await getSiteSettings())
}

export default async function TalentNotFound() {
  return <NotFoundView settings={await getSiteSettings()} view="talent" />
}
