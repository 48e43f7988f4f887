import { NotFoundView } from '@/shell/NotFoundView'
import { getSiteSettings } from '@/shell/settings'
import { Shell } from '@/shell/Shell'

// Every unknown path outside /talente (Next serves it prerendered as /_not-found, status 404) and
// notFound() in company pages. It replaces the group layouts, so it brings its own shell.
export default async function NotFound() {
  return (
    <Shell view="company">
      <NotFoundView settings={await getSiteSettings()} view="company" />
    </Shell>
  )
}
