import { notFound } from 'next/navigation'
import { getShareImage, shareImageParams } from '@/content/shareImage'
import { renderOgImage } from '@/seo/OgImage'

// One share image per route's document, drawn at build time and refreshed with its content; a
// page published later gets its image on the first request.
export const dynamicParams = true

export const generateStaticParams = shareImageParams

export async function GET(_request: Request, context: RouteContext<'/og/[documentId]'>) {
  const content = await getShareImage((await context.params).documentId)
  if (!content) notFound()
  return renderOgImage(content)
}
