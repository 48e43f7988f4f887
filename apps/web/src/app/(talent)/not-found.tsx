import { NotFoundView } from '@/shell/NotFoundView'
import { getSiteSettings } from '@/shell/settings'

export default async function TalentNotFound() {
  return <NotFoundView settings={await getSiteSettings()} view="talent" />
}
