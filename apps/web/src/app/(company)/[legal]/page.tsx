import type { Metadata, ResolvingMetadata } from 'next'
import { notFound } from 'next/navigation'
import { getLegalPage, legalParams } from '@/content/legal'
import { pageMetadata } from '@/seo/pageMetadata'
import { LegalPage } from '@/views/LegalPage'

// The five texts of legalParams; any other one-segment path is a page's (app/[...slug]).
export const dynamicParams = false

export const generateStaticParams = legalParams

interface Props {
  params: Promise<{ legal: string }>
}

/** SEO fields, the document title when they have none; the site defaults without a document. */
export async function generateMetadata(
  { params }: Props,
  parent: ResolvingMetadata,
): Promise<Metadata> {
  const { legal } = await params
  const { document } = await getLegalPage(legal)
  const title = document?.seo?.title ?? document?.title
  return pageMetadata(document ? { ...document.seo, title } : null, parent, {
    path: `/${legal}`,
    documentId: document?._id,
  })
}

/** A legal text (imprint, privacy, terms, security, cookies), prerendered; missing or untitled: 404. */
export default async function LegalRoute({ params }: Props) {
  const { document, labels } = await getLegalPage((await params).legal)
  if (!document) notFound()
  return <LegalPage document={document} labels={labels} />
}
