import type { Metadata, ResolvingMetadata } from 'next'
import { notFound } from 'next/navigation'
import { getLegalPage } from '@/content/legal'
import { getPage, pageParams, pathOfSlug } from '@/content/pages'
import { legalPaths } from '@/content/routes'
import { LegalPage } from '@repo/sections/legal/LegalPage'
import { pageMetadata } from '@/seo/pageMetadata'
import { PageView } from '@/views/PageView'

// Pages published after the build render on their first request, then stay cached (ISR).
export const dynamicParams = true

export const generateStaticParams = pageParams

interface Props {
  params: Promise<{ slug: string[] }>
}

const isLegal = (path: string) => legalPaths.includes(path)

/** A page's SEO fields; a legal text's, else its title; the site defaults without a document. */
export async function generateMetadata(
  { params }: Props,
  parent: ResolvingMetadata,
): Promise<Metadata> {
  const path = pathOfSlug((await params).slug)
  if (isLegal(path)) {
    const { document } = await getLegalPage(path.slice(1))
    const title = document?.seo?.title ?? document?.title
    return pageMetadata(document ? { ...document.seo, title } : null, parent, {
      path,
      documentId: document?._id,
    })
  }
  const { page } = await getPage(path.slice(1))
  return page ? pageMetadata(page.seo, parent, { path, documentId: page._id }) : {}
}

/**
 * Every `page` document by its path, in both views (the layout draws the view's shell), and the
 * five legal texts (imprint, privacy, terms, security, cookies). Missing or untitled: 404.
 */
export default async function CatchAllPage({ params }: Props) {
  const path = pathOfSlug((await params).slug)
  if (isLegal(path)) {
    const { document, labels } = await getLegalPage(path.slice(1))
    if (!document) notFound()
    return <LegalPage document={document} labels={labels} />
  }
  const { page, ctaTargets } = await getPage(path.slice(1))
  if (!page) notFound()
  return <PageView page={page} targets={ctaTargets} />
}
