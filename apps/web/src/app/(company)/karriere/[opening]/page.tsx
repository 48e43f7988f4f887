import type { Metadata, ResolvingMetadata } from 'next'
import { notFound } from 'next/navigation'
import { openingPath } from '@repo/content/paths'
import { OpeningPage } from '@repo/sections/openings/OpeningPage'
import { getOpening, openingParams } from '@/content/openings'
import { pageMetadata } from '@/seo/pageMetadata'
import { absoluteUrl } from '@/seo/siteUrl'

// Openings published after the build render on their first request, then stay cached (ISR).
export const dynamicParams = true

export const generateStaticParams = openingParams

interface Props {
  params: Promise<{ opening: string }>
}

export async function generateMetadata(
  { params }: Props,
  parent: ResolvingMetadata,
): Promise<Metadata> {
  const slug = (await params).opening
  const content = await getOpening(slug)
  if (!content) return {}
  const { opening } = content
  return pageMetadata({ title: opening.title, description: opening.description }, parent, {
    path: `/${openingPath(slug)}`,
    documentId: opening._id,
  })
}

/** A careers opening on its own page, `/karriere/<slug>`, with its JobPosting. */
export default async function OpeningRoute({ params }: Props) {
  const slug = (await params).opening
  const content = await getOpening(slug)
  if (!content) notFound()
  return (
    <OpeningPage
      opening={content.opening}
      labels={content.labels}
      targets={content.ctaTargets}
      brand={content.ctaTargets.brandName}
      url={absoluteUrl(`/${openingPath(slug)}`)}
      siteUrl={absoluteUrl('/')}
    />
  )
}
