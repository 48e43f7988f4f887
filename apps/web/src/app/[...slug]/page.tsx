import type { Metadata, ResolvingMetadata } from 'next'
import { notFound } from 'next/navigation'
import { getPage, pageParams, pathOfSlug } from '@/content/pages'
import { pageMetadata } from '@/seo/pageMetadata'
import { PageView } from '@/views/PageView'

// Pages published after the build render on their first request, then stay cached (ISR).
export const dynamicParams = true

export const generateStaticParams = pageParams

interface Props {
  params: Promise<{ slug: string[] }>
}

export async function generateMetadata(
  { params }: Props,
  parent: ResolvingMetadata,
): Promise<Metadata> {
  const path = pathOfSlug((await params).slug)
  const { page } = await getPage(path.slice(1))
  return page ? pageMetadata(page.seo, parent, { path, documentId: page._id }) : {}
}

/** Every `page` document by its path, in both views (the layout draws the view's shell). */
export default async function CatchAllPage({ params }: Props) {
  const { page, ctaTargets } = await getPage(pathOfSlug((await params).slug).slice(1))
  if (!page) notFound()
  return <PageView page={page} targets={ctaTargets} />
}
