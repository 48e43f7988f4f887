import { tokens as t } from '@repo/ui'
import styled from 'styled-components'
import { isDraftMode } from '@/lib/content'
import type { SiteSettings } from '@/shell/settings'
import { text } from '@/shell/text'

// Above the header, in the accent colour: an editor must not mistake drafts for the site.
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${t.space[2]} ${t.space[4]};
  align-items: center;
  justify-content: center;
  padding: ${t.space[2]} ${t.space[4]};
  background: ${t.color.accent};
  color: ${t.color.accentFg};
  font-weight: ${t.fontWeight.semibold};

  p {
    margin: 0;
  }

  a {
    color: inherit;
    text-decoration: underline;
  }
`

/**
 * Shown only in draft mode, so never in a prerendered page: tells the editor they see drafts
 * and links out of preview. A plain link, not next/link, which would prefetch (and so call) it.
 */
export async function PreviewBanner({ settings }: { settings: SiteSettings }) {
  if (!(await isDraftMode())) return null
  const message = text(settings.preview?.bannerText)
  const exitLabel = text(settings.preview?.exitLabel)
  return (
    <Bar data-preview-banner="">
      {message ? <p>{message}</p> : null}
      {exitLabel ? (
        <a href="/api/draft-mode/disable" rel="nofollow">
          {exitLabel}
        </a>
      ) : null}
    </Bar>
  )
}
