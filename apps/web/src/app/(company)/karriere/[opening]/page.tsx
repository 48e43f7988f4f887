import type { Metadata, ResolvingMetadata } from 'next'
import { notFound } from 'next/navigation'
import { openingPath } from '@repo/content/paths'
import { isOpen } from '@repo/sections/openings/opening'
import { OpeningPage } from '@repo/sections/openings/OpeningPage'
import { getOpening, openingRoutes } from '@/lib/openings'
import { pageMetadata } from '@/seo/pageMetadata'
import { absoluteUrl } from '@/seo/siteUrl'

// Openings published after the build render on their first request, then stay cached (ISR).
export const dynamicParams = true

export async function generateStaticParams() {
  return (await openingRoutes()).map(({ slug }) => ({ opening: slug }))
}

interface Props {
  params: Promise<{ opening: string }>
}

/** The opening, unless it is missing, incomplete or closed (then the route is the 404). */
async function openOpening(slug: string) {
  const content = await getOpening(slug)
  const { opening } = content
  return opening && isOpen(opening) ? { ...content, opening } : null
}

export async function generateMetadata(
  { params }: Props,
  parent: ResolvingMetadata,
): Promise<Metadata> {
  const slug = (await params).opening
  const content = await openOpening(slug)
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
  const content = await openOpening(slug)
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
