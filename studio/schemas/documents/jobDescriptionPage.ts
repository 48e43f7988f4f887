import { UsersIcon } from '@sanity/icons/Users'
import { sectionPage } from '../lib/sectionPage'
import { finalCtaSection } from '../sections/finalCta'
import { resourceHeroSection } from '../sections/resourceHero'
import { roleProfilesSection } from '../sections/roleProfiles'

/** `/jobbeschreibung`: the three roles are the `roleProfile` documents. */
export const jobDescriptionPage = sectionPage({
  name: 'jobDescriptionPage',
  title: 'Seite Jobbeschreibungen',
  icon: UsersIcon,
  sections: [
    { name: 'hero', title: 'Seitenkopf', type: resourceHeroSection },
    { name: 'roles', title: 'Rollenprofile', type: roleProfilesSection },
    { name: 'finalCta', title: 'Abschluss-Aufruf', type: finalCtaSection },
  ],
})
