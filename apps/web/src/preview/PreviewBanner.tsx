import { isDraftMode } from '@/content/fetch'
import type { SiteSettings } from '@/content/settings'

/**
 * Shown only in draft mode, so never in a prerendered page: tells the editor they see drafts
 * and links out of preview. A plain link, not next/link, which would prefetch (and so call) it.
 */
export async function PreviewBanner({ settings }: { settings: SiteSettings }) {
  if (!(await isDraftMode())) return null
  const copy = settings.preview
  return (
    <div className="preview-banner" data-preview-banner="">
      {copy && (
        <>
          <p>{copy.bannerText}</p>
          <a href="/api/draft-mode/disable" rel="nofollow">
            {copy.exitLabel}
          </a>
        </>
      )}
    </div>
  )
}
