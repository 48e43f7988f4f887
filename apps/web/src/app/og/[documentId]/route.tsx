import { notFound } from 'next/navigation'
import { fetchContent } from '@/lib/content'
import { renderOgImage } from '@/seo/OgImage'
import { ogImageQuery } from '@/seo/query'
import { siteRoutes } from '@/lib/pages'
import { text } from '@repo/sections/lib/text'

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
    brand: text(site?.brandName) ?? '',
    title: text(page?.title) ?? text(site?.defaultTitle) ?? '',
    description: text(page?.description) ?? text(site?.defaultDescription),
  })
}
