import { Button, Container } from '@repo/ui'
import { viewBasePath, type View } from '@/lib/view'
import { NotFoundLogger } from './islands'
import type { SiteSettings } from './settings'
import { text } from '@repo/sections/lib/text'

interface NotFoundViewProps {
  settings: SiteSettings | null
  view: View
}

/** The 404 content (all copy from the settings) and the console log of the requested path. */
export function NotFoundView({ settings, view }: NotFoundViewProps) {
  const copy = settings?.notFound
  const heading = text(copy?.heading)
  const message = text(copy?.text)
  const homeLabel = text(copy?.homeLabel)
  return (
    <Container>
      <div className="not-found-view">
        <NotFoundLogger />
        {heading && <h1>{heading}</h1>}
        {message && <p>{message}</p>}
        {homeLabel && (
          <Button href={viewBasePath[view]} size="lg">
            {homeLabel}
          </Button>
        )}
      </div>
    </Container>
  )
}
