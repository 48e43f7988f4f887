import { isDraftMode } from '@/content/fetch'

/**
 * The Studio's click-to-edit overlays, rendered in draft mode only and only with a Sanity project
 * and a Studio (stega needs the Content Lake's source maps, the overlays need Presentation). The
 * overlays load on demand when this renders; public pages still carry next-sanity's small loader
 * (about 1.4 kB gzip), because Next bundles every client component a layout can reach.
 */
export async function VisualEditingInPreview() {
  if (!process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || !process.env.NEXT_PUBLIC_SANITY_STUDIO_URL) {
    return null
  }
  if (!(await isDraftMode())) return null
  const { VisualEditing } = await import('next-sanity/visual-editing')
  return <VisualEditing />
}
