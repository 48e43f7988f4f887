import { Button, Container } from '@repo/ui'
import { viewBasePath, type View } from '@/lib/view'
import { NotFoundLogger } from './islands'
import type { SiteSettings } from '@/content/settings'
import './NotFoundView.css'

interface NotFoundViewProps {
  settings: SiteSettings
  view: View
}

/** The 404 content (all copy from the settings) and the console log of the requested path. */
export function NotFoundView({ settings, view }: NotFoundViewProps) {
  const copy = settings.notFound
  return (
    <Container>
      <div className="not-found-view" data-mobile-bar="off">
        <NotFoundLogger />
        {copy && (
          <>
            <h1>{copy.heading}</h1>
            <p>{copy.text}</p>
            <Button href={viewBasePath[view]} size="lg">
              {copy.homeLabel}
            </Button>
          </>
        )}
      </div>
    </Container>
  )
}
