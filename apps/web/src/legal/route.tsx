import type { Metadata, ResolvingMetadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { fetchContent } from '@/lib/content'
import { legalPageQuery } from '@/queries'
import { pageMetadata } from '@/seo/pageMetadata'
import { LegalPage } from './LegalPage'

/** The routes of the legal texts (`legalDocument.slug`), one folder each under app/(company). */
export type LegalSlug = 'impressum' | 'datenschutz' | 'agb' | 'security' | 'cookies'

/** One read per render, shared by the metadata and the page. */
const getLegalPage = cache((slug: LegalSlug) => fetchContent(legalPageQuery, { slug }))

/**
 * What a legal route exports: its page, prerendered from content (ISR), and its metadata (SEO
 * fields, the document title when they have none). A missing or untitled document is a 404.
 */
export function legalRoute(slug: LegalSlug) {
  async function generateMetadata(_props: unknown, parent: ResolvingMetadata): Promise<Metadata> {
    const { document } = await getLegalPage(slug)
    const title = document?.seo?.title ?? document?.title
    return pageMetadata(document ? { ...document.seo, title } : null, parent, {
      path: `/${slug}`,
      documentId: `legalDocument-${slug}`,
    })
  }

  async function LegalRoutePage() {
    const { document, labels } = await getLegalPage(slug)
    if (!document) notFound()
    return <LegalPage document={document} labels={labels} />
  }

  return { generateMetadata, Page: LegalRoutePage }
}
