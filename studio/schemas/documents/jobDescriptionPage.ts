import { UsersIcon } from '@sanity/icons/Users'
import { definePage } from '../lib/page'
import { finalCtaSection } from '../sections/finalCta'
import { resourceHeroSection } from '../sections/resourceHero'
import { roleProfilesSection } from '../sections/roleProfiles'

/** `/jobbeschreibung`: the three roles are the `roleProfile` documents. */
export const jobDescriptionPage = definePage({
  name: 'jobDescriptionPage',
  title: 'Seite Jobbeschreibungen',
  icon: UsersIcon,
  sections: [
    { name: 'hero', title: 'Seitenkopf', type: resourceHeroSection },
    { name: 'roles', title: 'Rollenprofile', type: roleProfilesSection },
    { name: 'finalCta', title: 'Abschluss-Aufruf', type: finalCtaSection },
  ],
})
