import { isDraftMode } from '@/lib/content'
import type { SiteSettings } from '@/shell/settings'
import { text } from '@repo/sections/lib/text'

/**
 * Shown only in draft mode, so never in a prerendered page: tells the editor they see drafts
 * and links out of preview. A plain link, not next/link, which would prefetch (and so call) it.
 */
export async function PreviewBanner({ settings }: { settings: SiteSettings }) {
  if (!(await isDraftMode())) return null
  const message = text(settings.preview?.bannerText)
  const exitLabel = text(settings.preview?.exitLabel)
  return (
    <div className="preview-banner" data-preview-banner="">
      {message ? <p>{message}</p> : null}
      {exitLabel ? (
        <a href="/api/draft-mode/disable" rel="nofollow">
          {exitLabel}
        </a>
      ) : null}
    </div>
  )
}
