import { notFound } from 'next/navigation'
import { fetchContent } from '@/lib/content'
import { renderOgImage } from '@/seo/OgImage'
import { ogImageQuery } from '@/seo/query'
import { siteRoutes } from '@/lib/pages'

// One share image per page, drawn at build time and refreshed with the page's content; a page
// published later gets its image on the first request.
export const dynamicParams = true

export async function generateStaticParams() {
  return (await siteRoutes()).map(({ documentId }) => ({ documentId }))
}

export async function GET(_request: Request, context: RouteContext<'/og/[documentId]'>) {
  const { documentId } = await context.params
  if (!(await siteRoutes()).some((route) => route.documentId === documentId)) notFound()
  const { page, site } = await fetchContent(ogImageQuery, { documentId })
  return renderOgImage({
    brand: site?.brandName ?? '',
    title: page?.title ?? site?.defaultTitle ?? '',
    description: page?.description ?? site?.defaultDescription,
  })
}
